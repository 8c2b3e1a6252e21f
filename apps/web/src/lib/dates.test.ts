import { describe, expect, it } from 'vitest';
import { dayjs, formatDate, formatDay, formatDayMonth, isIsoDay, parseTypedDay, TIME_ZONE, toCaracas, todayInCaracas } from './dates';

describe('dates', () => {
  it("reads an instant in Caracas time as dayjs's time-zone plugin does, across the zone's changes", () => {
    // Every 13 hours from 2007 to 2017: Caracas went from UTC-4 to UTC-4:30 on 9 December 2007 and
    // back on 1 May 2016, and each instant must get the offset of its own date.
    const format = 'YYYY-MM-DD HH:mm:ss Z';
    let checked = 0;
    for (let t = Date.UTC(2007, 0, 1); t < Date.UTC(2017, 0, 1); t += 13 * 3_600_000 + 1_234) {
      const instant = new Date(t).toISOString();
      expect(toCaracas(instant).format(format)).toBe(dayjs.utc(instant).tz(TIME_ZONE).format(format));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(6_000);
    expect(toCaracas('2010-06-01T12:00:00Z').format('HH:mm Z')).toBe('07:30 -04:30');
    expect(toCaracas('2026-11-27T03:59:59Z').format('DD/MM/YYYY HH:mm')).toBe('26/11/2026 23:59');
    expect(toCaracas('no es una fecha').isValid()).toBe(false);
  });

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
