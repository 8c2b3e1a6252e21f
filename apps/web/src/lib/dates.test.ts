import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatDayMonth, isIsoDay, parseTypedDay, todayInCaracas } from './dates';

describe('dates', () => {
  it('shows UTC timestamps in Caracas time and in Spanish', () => {
    // 02:30 UTC on 1 March is still 28 February in Caracas (UTC-4).
    expect(formatDate('2025-03-01T02:30:00Z')).toBe('28/02/2025');
    expect(formatDayMonth('2025-03-05T15:00:00Z')).toBe('05 de marzo');
  });

  it('reads a typed day day-first, as written in Venezuela', () => {
    expect(parseTypedDay('12/10/2026')).toBe('2026-10-12');
    expect(parseTypedDay(' 1/2/2027 ')).toBe('2027-02-01');
    expect(parseTypedDay('05-03-2026')).toBe('2026-03-05');
    expect(parseTypedDay('05.03.2026')).toBe('2026-03-05');
    expect(parseTypedDay('2026-10-12')).toBe('2026-10-12');
    // Not a day: impossible, month first, incomplete.
    expect(parseTypedDay('31/02/2026')).toBeNull();
    expect(parseTypedDay('10/13/2026')).toBeNull();
    expect(parseTypedDay('12/10/26')).toBeNull();
    expect(parseTypedDay('12/10')).toBeNull();
    expect(parseTypedDay('')).toBeNull();
  });

  it('shows a calendar day as DD/MM/YYYY without moving it across time zones', () => {
    expect(formatDay('2026-10-12')).toBe('12/10/2026');
    expect(formatDay('1990-01-01')).toBe('01/01/1990');
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
  });

  it("knows today's day in Caracas", () => {
    // 03:00 UTC on 1 March is still 28 February in Caracas.
    expect(todayInCaracas(new Date('2025-03-01T03:00:00Z'))).toBe('2025-02-28');
    expect(todayInCaracas(new Date('2025-03-01T05:00:00Z'))).toBe('2025-03-01');
  });
});
