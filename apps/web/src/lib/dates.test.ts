import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth } from './dates';

describe('dates', () => {
  it('shows UTC timestamps in Caracas time and in Spanish', () => {
    // 02:30 UTC on 1 March is still 28 February in Caracas (UTC-4).
    expect(formatDate('2025-03-01T02:30:00Z')).toBe('28/02/2025');
    expect(formatDayMonth('2025-03-05T15:00:00Z')).toBe('05 de marzo');
  });
});
