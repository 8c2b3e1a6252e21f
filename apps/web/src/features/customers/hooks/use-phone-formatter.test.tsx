import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePhoneFormatter } from './use-phone-formatter';

// The phone library cannot be fetched (a network drop while the chunk loads).
vi.mock('@vitrina/contract/phone', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('usePhoneFormatter when the phone library cannot load', () => {
  it('gives nothing while it loads, then shows phones as plain +code number', async () => {
    const { result } = renderHook(() => usePhoneFormatter());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current!({ code: '58', number: '4121234567', fullNumber: '+584121234567' })).toBe('+58 4121234567');
    expect(result.current!({ code: '58', number: '', fullNumber: '' })).toBeNull();
  });
});
