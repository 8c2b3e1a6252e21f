import { describe, expect, it } from 'vitest';
import { caracasDayStart, caracasDaysAhead } from './caracas-day';
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
