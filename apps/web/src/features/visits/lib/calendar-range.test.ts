import { describe, expect, it } from 'vitest';
import { dayjs, TIME_ZONE } from '../../../lib/dates';
import { periodDays } from './calendar-period';
import { periodRange, readPeriod } from './calendar-range';

describe("/calendar's period without dayjs (issue 15: the route loader asks for it)", () => {
  it('asks for the full weeks of the month, the week from Monday, or the day, from midnight in Caracas', () => {
    expect(periodRange('month', '2026-11-26')).toEqual({ from: '2026-10-26T04:00:00.000Z', to: '2026-12-07T04:00:00.000Z' });
    expect(periodRange('week', '2026-11-26')).toEqual({ from: '2026-11-23T04:00:00.000Z', to: '2026-11-30T04:00:00.000Z' });
    expect(periodRange('day', '2026-11-26')).toEqual({ from: '2026-11-26T04:00:00.000Z', to: '2026-11-27T04:00:00.000Z' });
    // A month starting on a Monday; a month whose first week starts in the year before.
    expect(periodRange('month', '2026-06-15')).toEqual({ from: '2026-06-01T04:00:00.000Z', to: '2026-07-06T04:00:00.000Z' });
    expect(periodRange('month', '2027-01-01')).toEqual({ from: '2026-12-28T04:00:00.000Z', to: '2027-02-01T04:00:00.000Z' });
  });

  it('covers exactly the days the grid shows, for every day of two years', () => {
    for (let i = 0; i < 730; i += 1) {
      const date = dayjs('2026-01-01', 'YYYY-MM-DD').add(i, 'day').format('YYYY-MM-DD');
      for (const view of ['month', 'week', 'day'] as const) {
        const days = periodDays(view, date);
        expect(periodRange(view, date)).toEqual({
          from: dayjs.tz(days[0], TIME_ZONE).toISOString(),
          to: dayjs.tz(days[days.length - 1], TIME_ZONE).add(1, 'day').toISOString(),
        });
      }
    }
  });

  it("reads the URL's view and day; month and today in Caracas otherwise", () => {
    // 02:00 UTC on the 27th is still the 26th in Caracas.
    const now = new Date('2026-11-27T02:00:00Z');
    expect(readPeriod(new URLSearchParams('view=week&date=2026-03-09'), now)).toEqual({ view: 'week', date: '2026-03-09' });
    expect(readPeriod(new URLSearchParams(''), now)).toEqual({ view: 'month', date: '2026-11-26' });
    expect(readPeriod(new URLSearchParams('view=year&date=2026-02-30'), now)).toEqual({ view: 'month', date: '2026-11-26' });
    expect(readPeriod(new URLSearchParams('view=day&date=26/11/2026'), now)).toEqual({ view: 'day', date: '2026-11-26' });
  });
});
