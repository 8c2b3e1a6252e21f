import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readConnectReturn, returnPath, saveConnectReturn } from './connect-return';

describe('where a connection returns', () => {
  beforeEach(() => window.localStorage.clear());

  it('goes back by origin', () => {
    expect(returnPath('instagram', { from: 'account' })).toBe('/account?section=integrations');
    expect(returnPath('facebook', { from: 'property-editor', contextId: 'd 1' })).toBe('/property-editor/d%201/create?section=facebook');
    expect(returnPath('instagram', { from: 'onboarding' })).toBe('/onboarding?step=3&from=async_media');
    expect(returnPath('instagram', { from: null })).toBe('/dashboard');
    expect(returnPath('instagram', { from: 'property-editor' })).toBe('/dashboard');
  });

  it('reads what was stored for the same network only', () => {
    saveConnectReturn('instagram', { from: 'property-editor', contextId: 'd1' });
    expect(readConnectReturn('instagram')).toEqual({
      from: 'property-editor',
      contextId: 'd1',
      path: '/property-editor/d1/create?section=instagram',
    });
    expect(readConnectReturn('facebook')).toBeNull();
  });

  it('ignores an old attempt, a foreign address and broken storage', () => {
    const now = Date.now();
    saveConnectReturn('instagram', { from: 'account' });
    vi.spyOn(Date, 'now').mockReturnValue(now + 2 * 60 * 60_000);
    expect(readConnectReturn('instagram')).toBeNull();
    vi.restoreAllMocks();

    const stored = { network: 'facebook', from: 'account', path: 'https://evil.example/x', savedAt: Date.now() };
    window.localStorage.setItem('vitrina.connectReturn', JSON.stringify(stored));
    expect(readConnectReturn('facebook')).toBeNull();

    window.localStorage.setItem('vitrina.connectReturn', '{not json');
    expect(readConnectReturn('facebook')).toBeNull();
  });
});
