import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { SpanishDates } from './spanish-dates';
import { DateField } from './date-field';

function Harness({ initial = '', onValue }: { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Providers>
      <SpanishDates>
        <DateField
          label="Fecha de vencimiento"
          value={value}
          onChange={(next) => {
            setValue(next);
            onValue(next);
          }}
        />
      </SpanishDates>
    </Providers>
  );
}

describe('DateField', () => {
  it('opens a Spanish calendar whose weeks start on Monday', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-10-12" onValue={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Fecha de vencimiento' });
    expect(input).toHaveValue('12/10/2026');
    await user.click(input);
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha de vencimiento' });
    // The calendar's own chunk arrives after the field has painted.
    expect(await within(calendar).findByText('octubre 2026')).toBeInTheDocument();
    const weekdays = within(calendar)
      .getAllByRole('columnheader', { hidden: true })
      .map((th) => th.textContent);
    expect(weekdays).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    expect(within(calendar).getByRole('button', { name: '12 octubre 2026', hidden: true })).toHaveAttribute('data-selected', 'true');
  });

  it('reads DD/MM/YYYY typed by the agent and hands the form YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Fecha de vencimiento' });
    await user.type(input, '1/2/2027');
    expect(values.at(-1)).toBe('2027-02-01');
    await user.tab();
    expect(input).toHaveValue('01/02/2027');
  });

  it('gives the form the day picked in the calendar and shows it DD/MM/YYYY', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    render(<Harness initial="2026-10-01" onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Fecha de vencimiento' });
    await user.click(input);
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha de vencimiento' });
    await user.click(await within(calendar).findByRole('button', { name: 'Mes siguiente', hidden: true }));
    await user.click(within(calendar).getByRole('button', { name: '3 noviembre 2026', hidden: true }));
    expect(values.at(-1)).toBe('2026-11-03');
    expect(input).toHaveValue('03/11/2026');
  });

  it('keeps text that is not a day on screen and hands it on as typed (the form says it is not valid)', () => {
    const values: string[] = [];
    render(<Harness initial="2026-10-12" onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Fecha de vencimiento' });
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    fireEvent.blur(input);
    expect(values.at(-1)).toBe('31/02/2026');
    expect(input).toHaveValue('31/02/2026');
  });
});
