import { Group, Input, Select, TextInput } from '@mantine/core';
import { pastedPhone } from '@vitrina/contract/phone';
import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';

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
          onPaste={(event) => {
            // A pasted full Venezuelan number ('+58 412 555 1234') keeps only its national number.
            input.onPaste?.(event);
            const phone = pastedPhone(event.clipboardData.getData('text'));
            if (phone?.code !== '58') return;
            event.preventDefault();
            const el = event.currentTarget;
            el.value = phone.number;
            input.onChange?.({ target: el, currentTarget: el, type: 'change' } as ChangeEvent<HTMLInputElement>);
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
