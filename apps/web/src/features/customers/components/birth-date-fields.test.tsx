import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { SpanishDates } from '../../../components/spanish-dates';
import { todayInCaracas } from '../../../lib/dates';
import { BirthDateFields } from './birth-date-fields';

type Parts = { day: string; month: string; year: string };

function Harness({ initial, seen }: { initial: Parts; seen: Parts[] }) {
  const [parts, setParts] = useState(initial);
  return (
    <Providers>
      <SpanishDates>
        <BirthDateFields
          {...parts}
          onChange={(next) => {
            seen.push(next);
            setParts(next);
          }}
        />
      </SpanishDates>
    </Providers>
  );
}

describe('customer birth date', () => {
  it('shows the stored day as DD/MM/YYYY and reads a typed one day first', () => {
    const seen: Parts[] = [];
    render(<Harness initial={{ day: '10', month: '5', year: '1990' }} seen={seen} />);
    const input = screen.getByRole('combobox', { name: 'Fecha de nacimiento' });
    expect(input).toHaveValue('10/05/1990');
    fireEvent.change(input, { target: { value: '03/11/1985' } });
    expect(seen.at(-1)).toEqual({ day: '3', month: '11', year: '1985' });
    fireEvent.change(input, { target: { value: '' } });
    expect(seen.at(-1)).toEqual({ day: '', month: '', year: '' });
  });

  it('hands a future day or text that is no day on as impossible, and keeps it on screen', () => {
    const seen: Parts[] = [];
    render(<Harness initial={{ day: '', month: '', year: '' }} seen={seen} />);
    const input = screen.getByRole('combobox', { name: 'Fecha de nacimiento' });
    const [y, m, d] = todayInCaracas().split('-');
    const nextYear = `${d}/${m}/${Number(y) + 1}`;
    fireEvent.change(input, { target: { value: nextYear } });
    expect(seen.at(-1)?.month).toBe('');
    fireEvent.blur(input);
    expect(input).toHaveValue(nextYear);
    fireEvent.change(input, { target: { value: '31/02/1990' } });
    expect(seen.at(-1)).toEqual({ day: '31/02/1990', month: '', year: '' });
    expect(input).toHaveValue('31/02/1990');
  });
});
