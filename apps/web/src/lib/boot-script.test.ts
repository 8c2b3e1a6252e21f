import { ErrorType } from '@vitrina/contract/errors';
import { paths } from '@vitrina/contract/paths';
import { WEB_BOOT_ANSWERS_ID, WEB_BOOT_REQUESTS, WEB_BOOT_SCRIPT } from '@vitrina/contract/web-boot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, mockApi } from '../test/api-mock';
import { getAccessToken, removeAccessToken, saveAccessToken } from './access-token';
import { api, onUnauthorized, requestEarly } from './api-client';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("index.html's early requests", () => {
  const FETCH = {
    '/customers/view/:slug': ['/rest/v1/tasks-completed?limit=100', '/rest/v1/tenants/slug/:slug'],
    '/onboarding': ['/rest/v1/tasks-completed?limit=100'],
    '/agenda': ['/rest/v1/tasks-completed?limit=100', '/rest/v1/events?from={day+0}&to={day+1}&limit=500'],
  };
  /** Runs the boot script as index.html does, with the API key the server writes into the page (or none). */
  function run(code: string, apiKey?: string | null) {
    const script = document.createElement('script');
    script.dataset.router = '/assets/router-a.js';
    script.dataset.fetch = JSON.stringify(FETCH);
    if (apiKey) script.dataset.key = apiKey;
    script.textContent = code;
    document.head.appendChild(script);
    script.remove();
  }
  function boot(path: string, apiKey: string | null) {
    window.history.replaceState(null, '', path);
    // jsdom runs a page's scripts against a global of their own (in a browser, the one window): lend
    // them the tests' fetch (the mock server's) and hand what the boot script left to the app's code.
    const lend = { fetch: (...args: Parameters<typeof fetch>) => window.fetch(...args), Response, requests: undefined as unknown };
    Object.assign(document, { lend });
    run('window.fetch=document.lend.fetch;window.Response=document.lend.Response');
    run(WEB_BOOT_SCRIPT, apiKey);
    run(`document.lend.requests=window.${WEB_BOOT_REQUESTS};delete window.${WEB_BOOT_REQUESTS}`);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    if (lend.requests) Object.assign(window, { [WEB_BOOT_REQUESTS]: lend.requests });
  }

  /** Boots `path` in a page the server wrote `answers` into (`{ [url]: [status, envelope] }`). */
  function bootWithAnswers(path: string, answers: Record<string, [number, unknown]>) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = WEB_BOOT_ANSWERS_ID;
    block.textContent = JSON.stringify(Object.fromEntries(Object.entries(answers).map(([url, [s, body]]) => [url, { s, b: JSON.stringify(body) }])));
    document.body.appendChild(block);
    try {
      boot(path, 'key-1');
    } finally {
      block.remove();
    }
  }

  it('leaves as the page is parsed, as the app would send it, and the app reads its answer: one request', async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    saveAccessToken('tok 1/ñ');
    const { calls } = mockApi({ 'GET /auth/agents': { data: { agentId: 'a1' } } });

    boot('/dashboard', 'key-1');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers['x-api-key']).toBe('key-1');
    expect(calls[0]?.headers.authorization).toBe('Bearer tok 1/ñ');

    expect(await api.get(paths.session())).toEqual({ agentId: 'a1' });
    expect(calls).toHaveLength(1);
    // Taken once: a later look-up asks the server.
    expect(await api.get(paths.session())).toEqual({ agentId: 'a1' });
    expect(calls).toHaveLength(2);
  });

  it.each(['sent by the boot script', 'written into the page by the server'])("answers the app with the look-up's refusal %s: a revoked token still signs the agent out", async (source) => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    saveAccessToken('tok-revoked');
    const refusal = apiErrorReply(401, ErrorType.ACCESS_TOKEN_INVALID);
    const { calls } = mockApi(source.startsWith('sent') ? { 'GET /auth/agents': refusal } : {});
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);

    if (source.startsWith('sent')) boot('/customers', 'key-1');
    else bootWithAnswers('/customers', { '/rest/v1/auth/agents': [401, { data: null, metadata: refusal.metadata }] });
    await expect(api.get(paths.session())).rejects.toMatchObject({ type: ErrorType.ACCESS_TOKEN_INVALID, status: 401 });
    expect(calls).toHaveLength(source.startsWith('sent') ? 1 : 0);
    expect(getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is not sent without a token or without the API key, and not taken by a call with another token', async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    const { calls } = mockApi({ 'GET /auth/agents': { data: { agentId: 'a1' } } });
    removeAccessToken();
    boot('/dashboard', 'key-1');
    saveAccessToken('tok-1');
    boot('/dashboard', null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);

    boot('/dashboard', 'key-1');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    saveAccessToken('tok-2');
    expect(await api.get(paths.session())).toEqual({ agentId: 'a1' });
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it("sends the first requests of the page's path, its segment filled in, and the page takes each answer: one request each", async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    saveAccessToken('tok-1');
    const { calls } = mockApi({
      'GET /auth/agents': { data: { agentId: 'a1' } },
      'GET /tasks-completed': { data: [] },
      'GET /tenants/slug/rosa-p%C3%A9rez': { data: { slug: 'rosa-pérez' } },
    });

    boot('/customers/view/rosa-p%C3%A9rez', 'key-1');
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((c) => c.url)).toEqual(['/rest/v1/auth/agents', '/rest/v1/tasks-completed?limit=100', '/rest/v1/tenants/slug/rosa-p%C3%A9rez']);
    expect(calls.every((c) => c.headers.authorization === 'Bearer tok-1' && c.headers['x-api-key'] === 'key-1')).toBe(true);

    // A route loader asking for the same URL sends nothing: the page takes the boot script's answer.
    requestEarly(() => api.get(paths.tenantBySlug('rosa-pérez')));
    expect(await api.get(paths.tenantBySlug('rosa-pérez'))).toEqual({ slug: 'rosa-pérez' });
    expect(await api.get(paths.tasksCompleted(), { limit: 100 })).toEqual([]);
    expect(await api.get(paths.session())).toEqual({ agentId: 'a1' });
    expect(calls).toHaveLength(3);
  });

  it("leaves a URL that names a day to the page's loaders: the server fills those, the boot script never sends one", async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    saveAccessToken('tok-1');
    const { calls } = mockApi({ 'GET /auth/agents': { data: { agentId: 'a1' } }, 'GET /tasks-completed': { data: [] } });

    boot('/agenda', 'key-1');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => c.url)).toEqual(['/rest/v1/auth/agents', '/rest/v1/tasks-completed?limit=100']);
  });

  it('with the answers the server wrote into the page, sends nothing, reads no cookie, and the app takes each answer once', async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    saveAccessToken('tok-1');
    const { calls } = mockApi({ 'GET /auth/agents': { data: { agentId: 'a2' } } });
    const cookieRead = vi.spyOn(Document.prototype, 'cookie', 'get');
    try {
      bootWithAnswers('/dashboard', {
        '/rest/v1/auth/agents': [200, { data: { agentId: 'a1' }, metadata: {} }],
        '/rest/v1/tasks-completed?limit=100': [200, { data: [{ taskId: 't1' }], metadata: {} }],
      });
      expect(cookieRead).not.toHaveBeenCalled();
    } finally {
      cookieRead.mockRestore();
    }
    expect(await api.get(paths.tasksCompleted(), { limit: 100 })).toEqual([{ taskId: 't1' }]);
    expect(await api.get(paths.session())).toEqual({ agentId: 'a1' });
    expect(calls).toHaveLength(0);
    // Taken once: a later look-up asks the server.
    expect(await api.get(paths.session())).toEqual({ agentId: 'a2' });
    expect(calls).toHaveLength(1);
  });

  it('sends only the session look-up for an address with a query string, a path not listed, or one segment too many', async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    saveAccessToken('tok-1');
    const { calls } = mockApi({ 'GET /auth/agents': { data: { agentId: 'a1' } } });
    for (const path of ['/onboarding?step=2', '/customers', '/customers/view/rosa/x', '/customers/view/%E0%A4%A']) {
      calls.length = 0;
      boot(path, 'key-1');
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls.map((c) => c.url), path).toEqual(['/rest/v1/auth/agents']);
      await api.get(paths.session());
    }
  });
});
