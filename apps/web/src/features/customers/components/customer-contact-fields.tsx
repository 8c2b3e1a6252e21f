import { Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import { pastedInto } from '../../../lib/lazy-module';
import { changeOptions, type CustomerFormApi } from '../lib/customer-form-bindings';
import { customerFormRules } from '../lib/customer-form-code';
import type { CustomerFormRules } from '../lib/customer-form-rules';

interface CustomerContactFieldsProps {
  form: CustomerFormApi;
  /** The form's rules once loaded (they read a pasted number). */
  rules: CustomerFormRules;
  busy: boolean;
  /** The e-mail waits for a readable phone while a customer is being created. */
  emailDisabled: boolean;
}

/** The phone (code and number) and the e-mail: the fields the look-up reads. */
export function CustomerContactFields({ form, rules, busy, emailDisabled }: CustomerContactFieldsProps) {
  const { register, setValue, watch, formState } = form;
  const phoneCode = watch('phoneCode');

  // A pasted full number ('+584125551234') goes into the code select and the number.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    const inserted = pastedInto(event.currentTarget, text);
    const apply = (phone: { code: string; number: string } | null) => {
      setValue('phoneCode', phone?.code ?? phoneCode, changeOptions(form));
      setValue('phoneNumber', phone?.number ?? inserted, changeOptions(form));
    };
    if (rules) {
      const phone = rules.pastedPhone(text);
      if (!phone) return;
      event.preventDefault();
      apply(phone);
      return;
    }
    // Pasted before the rules arrived (rare: they load as the form paints): read it once they are here.
    event.preventDefault();
    customerFormRules.load().then(
      (m) => apply(m.pastedPhone(text)),
      () => apply(null),
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Select
          label="Código"
          aria-label="Código de país"
          required
          data={[...new Set(['58', phoneCode ?? '58'])].map((c) => ({ value: c, label: `+${c}` }))}
          value={phoneCode}
          onChange={(v) => setValue('phoneCode', v ?? '58')}
          allowDeselect={false}
          w={96}
          disabled={busy}
        />
        <TextInput
          label="Número de teléfono"
          required
          placeholder="412 555 5555"
          inputMode="tel"
          autoComplete="off"
          style={{ flex: 1 }}
          {...register('phoneNumber')}
          onPaste={onPaste}
          error={formState.errors.phoneNumber?.message}
          disabled={busy}
        />
      </Group>
      <TextInput
        label="Correo electrónico"
        placeholder="cliente@correo.com"
        type="email"
        autoComplete="off"
        {...register('emailAddress')}
        error={formState.errors.emailAddress?.message}
        disabled={busy || emailDisabled}
      />
    </SimpleGrid>
  );
}
