import { describe, expect, it } from 'vitest';
import { caracasDayStart, caracasDaysAhead, caracasOffsetMs, todayInCaracas } from './caracas-day';
import { dayjs, TIME_ZONE } from './dates';

describe('caracasDayStart', () => {
  it('is the instant the Caracas day begins, as dayjs with the time-zone plugin says', () => {
    const instants = [
      '2026-11-26T03:59:59.999Z', // 23:59 on the 25th in Caracas
      '2026-11-26T04:00:00.000Z', // midnight on the 26th
      '2026-11-26T15:30:12.345Z',
      '2026-12-31T23:00:00.000Z',
      '2028-02-29T02:00:00.000Z',
      '2027-03-14T08:00:00.000Z', // the day clocks change in the United States: not here
    ];
    for (const iso of instants) {
      const now = new Date(iso);
      const today = dayjs(now).tz(TIME_ZONE).startOf('day');
      expect(new Date(caracasDayStart(now)).toISOString()).toBe(today.toISOString());
      expect(new Date(caracasDayStart(now, 31) - 1).toISOString()).toBe(today.add(30, 'day').endOf('day').toISOString());
    }
  });

  it('reads 02:30 UTC on 1 March as 28 February in Caracas', () => {
    expect(new Date(caracasDayStart(new Date('2025-03-01T02:30:00Z'))).toISOString()).toBe('2025-02-28T04:00:00.000Z');
  });

  it("gives the task lists' window: from today 00:00 to the end of the day 30 days ahead, in Caracas", () => {
    // 23:30 on 26 November in Caracas (03:30 UTC on the 27th).
    expect(caracasDaysAhead(30, new Date('2026-11-27T03:30:00Z'))).toEqual({
      startDate: '2026-11-26T04:00:00.000Z',
      endDate: '2026-12-27T03:59:59.999Z',
    });
    expect(caracasDaysAhead(0, new Date('2026-11-27T04:00:00Z'))).toEqual({
      startDate: '2026-11-27T04:00:00.000Z',
      endDate: '2026-11-28T03:59:59.999Z',
    });
  });
});

/** The runtime's own America/Caracas (ICU), against which the table in caracas-day.ts is held. */
const icu = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Caracas',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
function icuOffsetMs(time: number): number {
  const parts = icu.formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(time / 1000) * 1000;
}

describe("caracasOffsetMs and todayInCaracas (Caracas's clock without Intl)", () => {
  it("agree with the runtime's time-zone data every seven hours from 1880 to 2040", () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas', year: 'numeric', month: '2-digit', day: '2-digit' });
    let checked = 0;
    for (let t = Date.UTC(1880, 0, 1); t < Date.UTC(2040, 0, 1); t += 7 * 3_600_000 + 61_000) {
      // Whole seconds: ICU's wall clock has no milliseconds.
      const at = Math.floor(t / 1000) * 1000;
      if (caracasOffsetMs(new Date(at)) !== icuOffsetMs(at)) expect.fail(`offset at ${new Date(at).toISOString()}`);
      if (todayInCaracas(new Date(at)) !== day.format(at)) expect.fail(`day at ${new Date(at).toISOString()}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(190_000);
  });

  it('changes on the second the clock changed: 9 December 2007 and 1 May 2016', () => {
    for (const change of ['1890-01-01T04:27:44Z', '1912-02-12T04:27:40Z', '1965-01-01T04:30:00Z', '2007-12-09T07:00:00Z', '2016-05-01T07:00:00Z']) {
      for (const at of [Date.parse(change) - 1000, Date.parse(change)]) {
        expect(caracasOffsetMs(new Date(at)), new Date(at).toISOString()).toBe(icuOffsetMs(at));
      }
    }
    expect(caracasOffsetMs(new Date('2016-05-01T06:59:59Z'))).toBe(-4.5 * 3_600_000);
    expect(caracasOffsetMs(new Date('2016-05-01T07:00:00Z'))).toBe(-4 * 3_600_000);
    // 23:30 on 30 April 2016 in Caracas (UTC-4:30), then 00:00 of 9 December 2007 (still UTC-4).
    expect(todayInCaracas(new Date('2016-05-01T03:59:00Z'))).toBe('2016-04-30');
    expect(todayInCaracas(new Date('2007-12-09T04:00:00Z'))).toBe('2007-12-09');
  });
});
