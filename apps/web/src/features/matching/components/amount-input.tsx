import { Text, TextInput } from '@mantine/core';
import { formatAmount, formatPriceTyping, parsePrice } from '@vitrina/contract/format/price';
import { useState } from 'react';

interface AmountInputProps {
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  onBlur: () => void;
  error?: string;
  disabled: boolean;
  /** For prices: the currency shown before the amount ('USD'); cents may be typed after a comma. */
  currency?: string;
  /** Whole digits allowed (a price up to 12, a count up to 2). */
  maxDigits: number;
}

/** The whole number a typed text stands for ('150.000,50' → 150000); '' when blank. */
function wholeOf(text: string): number | '' {
  const n = parsePrice(text);
  return n === null || Number.isNaN(n) ? '' : Math.trunc(n);
}

/**
 * A whole number, shown grouped the es-VE way ('150.000'); empty is ''. A price takes '150.000',
 * '150000' or '150.000,50' (the cents are dropped: the range is in whole dollars); a count takes digits.
 */
export function AmountInput({ label, value, onChange, onBlur, error, disabled, currency, maxDigits }: AmountInputProps) {
  // The text as typed while it stands for the current value (a trailing comma, cents); else the value, formatted.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed !== null && wholeOf(typed) === value ? typed : value === '' ? '' : formatAmount(value);
  return (
    <TextInput
      label={label}
      inputMode={currency ? 'decimal' : 'numeric'}
      leftSection={currency ? <Text size="sm">{currency}</Text> : undefined}
      leftSectionWidth={currency ? 48 : undefined}
      value={shown}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        const text = currency ? formatPriceTyping(raw) : raw.replace(/\D/g, '');
        if ((text.split(',')[0] ?? '').replace(/\D/g, '').length > maxDigits) return;
        setTyped(text);
        onChange(wholeOf(text));
      }}
      onBlur={() => {
        setTyped(null);
        onBlur();
      }}
      error={error}
      disabled={disabled}
    />
  );
}
