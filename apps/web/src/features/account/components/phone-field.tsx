import { Group, Input, Select, TextInput } from '@mantine/core';
import { useEffect, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { pastedInto, phoneRules } from '../../../lib/lazy-module';

interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  error?: string;
  ref?: Ref<HTMLInputElement>;
  size?: string;
}

/** Contact phone: the country list holds only Venezuela (+58). */
export function PhoneField({ error, size, ref, ...input }: PhoneFieldProps) {
  // The phone rules (libphonenumber) load after the form has painted, before anyone pastes.
  useEffect(() => {
    phoneRules.load().catch(() => undefined);
  }, []);
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
            const text = event.clipboardData.getData('text');
            const el = event.currentTarget;
            const inserted = pastedInto(el, text);
            const apply = (value: string) => {
              el.value = value;
              input.onChange?.({ target: el, currentTarget: el, type: 'change' } as ChangeEvent<HTMLInputElement>);
            };
            const rules = phoneRules.loaded();
            if (rules) {
              const phone = rules.pastedPhone(text);
              if (phone?.code !== '58') return;
              event.preventDefault();
              apply(phone.number);
              return;
            }
            // Pasted before the rules arrived (rare): read once they are here.
            event.preventDefault();
            phoneRules.load().then(
              (m) => {
                const phone = m.pastedPhone(text);
                apply(phone?.code === '58' ? phone.number : inserted);
              },
              () => apply(inserted),
            );
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
