import { afterEach, describe, expect, it } from 'vitest';
import { getConfig } from './runtime-config';

/** The boot script's tag as the API writes it into the page it serves (apps/api plugins/web.ts). */
function servedTag(config: object) {
  const tag = document.createElement('script');
  tag.dataset.key = 'key-9';
  tag.dataset.config = JSON.stringify(config);
  document.head.appendChild(tag);
  return tag;
}

describe('getConfig', () => {
  afterEach(() => document.head.querySelectorAll('script[data-config]').forEach((tag) => tag.remove()));

  it('reads the settings the server wrote into the page, over the defaults', () => {
    servedTag({ apiKey: 'key-9', googleClientId: 'client-9', sentryHostnames: ['vitrina.com'] });
    expect(getConfig()).toMatchObject({ apiKey: 'key-9', googleClientId: 'client-9', facebookAppId: null, sentryHostnames: ['vitrina.com'] });
  });

  it('prefers the settings /runtime-config.js set (the dev server)', () => {
    servedTag({ apiKey: 'key-9' });
    window.__VITRINA_CONFIG__ = { apiKey: 'key-dev' };
    expect(getConfig().apiKey).toBe('key-dev');
  });

  it('falls back to the defaults without settings, or with unreadable ones', () => {
    expect(getConfig()).toMatchObject({ apiKey: '', googleClientId: null });
    servedTag({}).dataset.config = '{not json';
    expect(getConfig()).toMatchObject({ apiKey: '', googleClientId: null });
  });

  it('reads settings written anew (parsed once per text)', () => {
    const tag = servedTag({ apiKey: 'key-1' });
    expect(getConfig().apiKey).toBe('key-1');
    expect(getConfig().apiKey).toBe('key-1');
    tag.dataset.config = JSON.stringify({ apiKey: 'key-2' });
    expect(getConfig().apiKey).toBe('key-2');
  });
});
