import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePhoneFormatter } from './use-phone-formatter';

// The phone library cannot be fetched (a network drop while the chunk loads).
vi.mock('@vitrina/contract/phone', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const venezuelan = { code: '58', number: '4121234567', fullNumber: '+584121234567' };
const spanish = { code: '34', number: '612345678', fullNumber: '+34612345678' };

describe('usePhoneFormatter', () => {
  it('formats Venezuelan numbers at once, without the phone library (which cannot load here)', () => {
    const { result } = renderHook(() => usePhoneFormatter([venezuelan, null, { code: '58', number: '', fullNumber: '' }]));
    expect(result.current!(venezuelan)).toBe('+58 412-123-4567');
    expect(result.current!({ code: '58', number: '04121234567', fullNumber: '+5804121234567' })).toBe('+58 412-123-4567');
    expect(result.current!({ code: '58', number: '', fullNumber: '' })).toBeNull();
  });

  it('gives nothing while the list is unknown', () => {
    const { result } = renderHook(() => usePhoneFormatter(undefined));
    expect(result.current).toBeNull();
  });

  it('for a number of another country, gives nothing while the library loads, then plain +code number when it cannot', async () => {
    const { result } = renderHook(() => usePhoneFormatter([venezuelan, spanish]));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current!(spanish)).toBe('+34 612345678');
    expect(result.current!({ code: '58', number: '', fullNumber: '' })).toBeNull();
  });
});
