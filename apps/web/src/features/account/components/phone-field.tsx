import { Group, Input, Select, TextInput } from '@mantine/core';
import type { InputHTMLAttributes, Ref } from 'react';

interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  error?: string;
  ref?: Ref<HTMLInputElement>;
  size?: string;
}

/** Contact phone: the country list holds only Venezuela (+58). */
export function PhoneField({ error, size, ref, ...input }: PhoneFieldProps) {
  return (
    <Input.Wrapper label="Teléfono de contacto" error={error} size={size} labelProps={{ htmlFor: 'contact-phone' }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          size={size}
          aria-label="País"
          data={[{ value: '58', label: 'VE +58' }]}
          value="58"
          allowDeselect={false}
          w={124}
          comboboxProps={{ withinPortal: true }}
          onChange={() => undefined}
        />
        <TextInput
          id="contact-phone"
          size={size}
          style={{ flex: 1 }}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="412 555 5555"
          error={Boolean(error)}
          ref={ref}
          {...(input as object)}
        />
      </Group>
    </Input.Wrapper>
  );
}
