import { Group, Input, Select } from '@mantine/core';
import { BIRTH_YEAR_MIN } from '@vitrina/contract/schemas/person';
import { useMemo } from 'react';
import { dayjs, TIME_ZONE } from '../../../lib/dates';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

interface BirthDateFieldsProps {
  day: string;
  month: string;
  year: string;
  onChange: (next: { day: string; month: string; year: string }) => void;
  disabled?: boolean;
  error?: string;
}

/** Day, month and year selectors: years 1930 to this year, never a future month or day. */
export function BirthDateFields({ day, month, year, onChange, disabled, error }: BirthDateFieldsProps) {
  const today = dayjs().tz(TIME_ZONE);
  const thisYear = today.year();
  const years = useMemo(
    () => Array.from({ length: thisYear - BIRTH_YEAR_MIN + 1 }, (_, i) => String(thisYear - i)),
    [thisYear],
  );
  const lastMonth = Number(year) === thisYear ? today.month() + 1 : 12;
  const months = MONTHS.slice(0, lastMonth).map((label, i) => ({ value: String(i + 1), label }));
  const monthDays = month ? new Date(Date.UTC(Number(year) || 2000, Number(month), 0)).getUTCDate() : 31;
  const lastDay =
    Number(year) === thisYear && Number(month) === today.month() + 1 ? Math.min(today.date(), monthDays) : monthDays;
  const days = Array.from({ length: lastDay }, (_, i) => String(i + 1));

  const change = (next: Partial<{ day: string; month: string; year: string }>) => {
    const merged = { day, month, year, ...next };
    const mergedLastMonth = Number(merged.year) === thisYear ? today.month() + 1 : 12;
    if (merged.month && Number(merged.month) > mergedLastMonth) merged.month = '';
    const mergedDays = merged.month ? new Date(Date.UTC(Number(merged.year) || 2000, Number(merged.month), 0)).getUTCDate() : 31;
    const mergedLastDay =
      Number(merged.year) === thisYear && Number(merged.month) === today.month() + 1 ? Math.min(today.date(), mergedDays) : mergedDays;
    if (merged.day && Number(merged.day) > mergedLastDay) merged.day = '';
    onChange(merged);
  };

  return (
    <Input.Wrapper label="Fecha de nacimiento" error={error}>
      <Group gap="xs" grow wrap="nowrap">
        <Select
          aria-label="Día"
          placeholder="Día"
          data={days}
          value={day || null}
          onChange={(v) => change({ day: v ?? '' })}
          disabled={disabled}
          error={Boolean(error)}
        />
        <Select
          aria-label="Mes"
          placeholder="Mes"
          data={months}
          value={month || null}
          onChange={(v) => change({ month: v ?? '' })}
          disabled={disabled}
          error={Boolean(error)}
        />
        <Select
          aria-label="Año"
          placeholder="Año"
          data={years}
          value={year || null}
          onChange={(v) => change({ year: v ?? '' })}
          disabled={disabled}
          searchable
          error={Boolean(error)}
        />
      </Group>
    </Input.Wrapper>
  );
}
