import { TextInput } from '@mantine/core';
import { onFirstUse } from '../../../lib/on-first-use';

const grouped = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

interface AmountInputProps {
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  onBlur: () => void;
  error?: string;
  disabled: boolean;
  /** '$' for prices. */
  prefix?: string;
  /** Digits allowed (a price up to 12, a count up to 2). */
  maxDigits: number;
}

/** A whole number typed as digits only, shown grouped ('$150,000'); empty is ''. */
export function AmountInput({ label, value, onChange, onBlur, error, disabled, prefix = '', maxDigits }: AmountInputProps) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      value={value === '' ? '' : `${prefix}${grouped().format(value)}`}
      onChange={(e) => {
        const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, maxDigits);
        onChange(digits === '' ? '' : Number(digits));
      }}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  );
}
