import { BIRTH_YEAR_MIN } from '@vitrina/contract/enums/person';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { isIsoDay, todayInCaracas } from '../../../lib/dates';

interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

interface BirthDateFieldsProps extends BirthDateParts {
  onChange: (next: BirthDateParts) => void;
  disabled?: boolean;
  error?: string;
}

function isoOf({ day, month, year }: BirthDateParts): string | null {
  if (!day || !month || !year) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : null;
}

/**
 * The customer's birth date in the app's one date field (DD/MM/YYYY, typed or picked; years from
 * 1930 to today). The form keeps day, month and year: a day outside that range, or text that is
 * no day, reaches it as an impossible day so that the form says 'La fecha de nacimiento no es válida'.
 */
export function BirthDateFields({ day, month, year, onChange, disabled, error }: BirthDateFieldsProps) {
  const min = `${BIRTH_YEAR_MIN}-01-01`;
  const today = todayInCaracas();
  const iso = isoOf({ day, month, year });
  // What was typed when it is not a day the form can hold, kept on screen.
  const [typed, setTyped] = useState('');
  const value = iso ?? (day || month || year ? typed : '');

  return (
    <DateField
      label="Fecha de nacimiento"
      value={value}
      onChange={(next) => {
        if (next === '') {
          setTyped('');
          onChange({ day: '', month: '', year: '' });
        } else if (isIsoDay(next) && next >= min && next <= today) {
          setTyped('');
          const [y = '', m = '', d = ''] = next.split('-');
          onChange({ day: String(Number(d)), month: String(Number(m)), year: y });
        } else {
          setTyped(next);
          onChange({ day: next, month: '', year: '' });
        }
      }}
      minDate={min}
      maxDate={today}
      defaultMonth="1990-01-01"
      startWithYears
      disabled={disabled}
      error={error}
    />
  );
}
