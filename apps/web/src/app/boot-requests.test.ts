import { matchRoutes, type Params } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeAccessToken, saveAccessToken } from '../lib/access-token';
import { forgetEarlyRequests } from '../lib/api-client';
import { fillBootDays } from '@vitrina/contract/web-boot';
import { caracasDayStart } from '../lib/caracas-day';
import { BOOT_REQUESTS } from './boot-requests';
import { routes } from './router';

/** A real path of each pattern: its `:name` segments filled with values that need encoding. */
const SAMPLE: Record<string, string> = { ':slug': 'rosa-pérez', ':propertyDraftId': '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61' };
const fill = (pattern: string) =>
  fillBootDays(
    pattern.replace(/:\w+/g, (name) => encodeURIComponent(SAMPLE[name] ?? 'x')),
    caracasDayStart(new Date()),
  );

/** The URLs the app's route loaders send for `path` (every loader of the routes it matches), read without sending them. */
function startedByLoaders(path: string): string[] {
  const matches = matchRoutes(routes, path) ?? [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  for (const { route, params } of matches) {
    // The app's loaders (route-loaders.ts) read the request and the params only.
    const loader = route.loader as ((args: { request: Request; params: Params }) => unknown) | undefined;
    loader?.({ request: new Request(`http://localhost${path}`), params });
  }
  const urls = fetchSpy.mock.calls.map(([url]) => String(url));
  fetchSpy.mockRestore();
  forgetEarlyRequests();
  return urls;
}

afterEach(() => removeAccessToken());

describe("the boot script's requests (issue 15)", () => {
  it.each(Object.keys(BOOT_REQUESTS))('for %s are requests the route loaders start for that page, URL for URL', (pattern) => {
    saveAccessToken('tok');
    const path = fill(pattern);
    const booted = BOOT_REQUESTS[pattern]!.map(fill);
    const started = startedByLoaders(path);
    expect(booted.length).toBeGreaterThan(0);
    expect(booted.filter((url) => !started.includes(url)), `started: ${started.join(', ')}`).toEqual([]);
  });
});
