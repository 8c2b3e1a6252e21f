import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until first asked, then makes once and keeps it', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
    const usd = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(usd().format(150000)).toBe('$150,000');
    expect(usd()).toBe(usd());
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value too', () => {
    const make = vi.fn(() => 0);
    const zero = onFirstUse(make);
    expect([zero(), zero()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
