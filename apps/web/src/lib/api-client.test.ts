import { ApiError, ErrorType } from '@vitrina/contract/errors';
import { paths } from '@vitrina/contract/paths';
import { WEB_BOOT_REQUESTS, WEB_BOOT_SCRIPT } from '@vitrina/contract/web-boot';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, mockApi } from '../test/api-mock';
import { server } from '../test/server';
import { getAccessToken, removeAccessToken, saveAccessToken } from './access-token';
import { api, apiRequest, buildQueryString, onUnauthorized, requestEarly } from './api-client';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends the API key and the session token and unwraps the envelope', async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    saveAccessToken('tok-1');
    const { calls } = mockApi({
      'GET /auth/agents': { data: { agentId: 'a1' }, metadata: { pagination: { limit: 1, offset: 0, total: 1 } } },
    });

    const result = await apiRequest<{ agentId: string }>('/auth/agents');

    expect(result.data).toEqual({ agentId: 'a1' });
    expect(result.metadata.pagination).toEqual({ limit: 1, offset: 0, total: 1 });
    expect(calls[0]?.url).toBe('/rest/v1/auth/agents');
    expect(calls[0]?.headers['x-api-key']).toBe('key-1');
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('throws an ApiError with the server type, message, status and fields', async () => {
    mockApi({
      'POST /agents': apiErrorReply(400, 'VALIDATION_ERROR', 'Datos inválidos', { firstName: 'Debe escribir su nombre' }),
    });

    const error = await apiRequest('/agents', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      type: 'VALIDATION_ERROR',
      message: 'Datos inválidos',
      status: 400,
      fields: { firstName: 'Debe escribir su nombre' },
    });
  });

  it('throws when metadata.error is present even with status 200', async () => {
    mockApi({ 'GET /x': { status: 200, metadata: { error: { type: 'EMAIL_IN_USE', message: 'En uso' } } } });
    await expect(apiRequest('/x')).rejects.toMatchObject({ type: 'EMAIL_IN_USE', status: 200 });
  });

  it('turns a network failure into SERVER_ERROR', async () => {
    server.use(http.get('*/rest/v1/x', () => HttpResponse.error()));
    await expect(apiRequest('/x')).rejects.toMatchObject({ type: 'SERVER_ERROR', message: 'Server error' });
  });

  it('turns an unreadable body into SERVER_ERROR', async () => {
    server.use(http.get('*/rest/v1/x', () => HttpResponse.html('<html>oops</html>', { status: 502 })));
    await expect(apiRequest('/x')).rejects.toMatchObject({ type: 'SERVER_ERROR', message: 'Server error', status: 502 });
  });

  it('signs the agent out on 401 ACCESS_TOKEN_INVALID of a signed-in call', async () => {
    saveAccessToken('expired');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    mockApi({ 'GET /auth/agents': apiErrorReply(401, 'ACCESS_TOKEN_INVALID') });

    await expect(apiRequest('/auth/agents')).rejects.toMatchObject({ type: 'ACCESS_TOKEN_INVALID', status: 401 });

    expect(getAccessToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not sign out when the 401 answers a call made with an explicit token', async () => {
    saveAccessToken('session');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    mockApi({ 'PUT /auth/agents/password-reset': apiErrorReply(401, 'ACCESS_TOKEN_INVALID') });

    await expect(
      apiRequest('/auth/agents/password-reset', { method: 'PUT', body: { password: 'x' }, token: 'reset' }),
    ).rejects.toBeInstanceOf(ApiError);

    expect(getAccessToken()).toBe('session');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});

describe('requestEarly', () => {
  it("sends a page's request before the page asks, and answers the page's identical request with it: one request", async () => {
    saveAccessToken('tok-1');
    let answered = 0;
    const { calls } = mockApi({ 'GET /tenants?status=1&limit=18': () => ({ data: [{ n: (answered += 1) }] }) });

    requestEarly(() => api.get('/tenants', { status: 1, limit: 18 }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const first = await api.get('/tenants', { status: 1, limit: 18 });
    const second = await api.get('/tenants', { status: 1, limit: 18 });

    expect(first).toEqual([{ n: 1 }]);
    // Taken once: a later identical request goes to the server.
    expect(second).toEqual([{ n: 2 }]);
    expect(calls).toHaveLength(2);
  });

  it("answers the page with the early request's error, as if the page had sent it", async () => {
    saveAccessToken('tok-1');
    const { calls } = mockApi({ 'GET /agents/tasks': [apiErrorReply(400, 'VALIDATION_ERROR'), { data: [] }] });

    requestEarly(() => api.get('/agents/tasks'));
    const error = await api.get('/agents/tasks').catch((e: unknown) => e);

    expect(error).toMatchObject({ type: 'VALIDATION_ERROR', status: 400 });
    expect(calls).toHaveLength(1);
  });

  it('is dropped by a write: a later read asks the server again', async () => {
    saveAccessToken('tok-1');
    let answered = 0;
    const { calls } = mockApi({ 'GET /tenants': () => ({ data: [{ n: (answered += 1) }] }), 'POST /tenants': { data: null } });

    requestEarly(() => api.get('/tenants'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await api.post('/tenants', {});

    expect(await api.get('/tenants')).toEqual([{ n: 2 }]);
  });

  it('is not taken by a request with another query or token', async () => {
    saveAccessToken('tok-1');
    const { calls } = mockApi({ 'GET /tenants': { data: [] } });

    requestEarly(() => api.get('/tenants', { status: 1 }));
    await api.get('/tenants', { status: 2 });
    saveAccessToken('tok-2');
    await api.get('/tenants', { status: 1 });

    expect(calls.map((c) => `${c.url} ${c.headers.authorization}`)).toEqual([
      '/rest/v1/tenants?status=1 Bearer tok-1',
      '/rest/v1/tenants?status=2 Bearer tok-1',
      '/rest/v1/tenants?status=1 Bearer tok-2',
    ]);
  });
});

describe('api.upload', () => {
  it('sends the multipart form with the key and the token, reports progress and unwraps the envelope', async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    saveAccessToken('tok-1');
    const { calls } = mockApi({ 'POST /property-drafts/d1/images': { status: 201, data: { propertyDraftId: 'd1' } } });
    const form = new FormData();
    form.append('imageType', 'STATIC');
    form.append('file', new File([new Uint8Array(4000)], 'sala.jpg', { type: 'image/jpeg' }));
    const progress: number[] = [];

    const draft = await api.upload<{ propertyDraftId: string }>('/property-drafts/d1/images', form, (sent) => progress.push(sent));

    expect(draft).toEqual({ propertyDraftId: 'd1' });
    expect(calls[0]?.headers['x-api-key']).toBe('key-1');
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
    const body = calls[0]?.body as FormData;
    expect([...body.keys()]).toEqual(['imageType', 'file']);
    // jsdom's XMLHttpRequest does not carry a File's bytes to msw; the photos journey sends real ones.
    expect(calls[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p, i) => p >= 0 && p <= 1 && p >= (progress[i - 1] ?? 0))).toBe(true);
  });

  it("throws the server's error like any other call, and signs out on 401 ACCESS_TOKEN_INVALID", async () => {
    saveAccessToken('expired');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    mockApi({
      'POST /property-drafts/d1/images': apiErrorReply(400, 'VALIDATION_ERROR', 'La imagen debe ser JPG, PNG o WebP'),
      'POST /property-drafts/d1/videos': apiErrorReply(401, 'ACCESS_TOKEN_INVALID'),
    });
    const form = () => new FormData();

    await expect(api.upload('/property-drafts/d1/images', form(), () => undefined)).rejects.toMatchObject({
      type: 'VALIDATION_ERROR',
      message: 'La imagen debe ser JPG, PNG o WebP',
      status: 400,
    });
    expect(listener).not.toHaveBeenCalled();
    await expect(api.upload('/property-drafts/d1/videos', form(), () => undefined)).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('turns a network failure into SERVER_ERROR', async () => {
    server.use(http.post('*/rest/v1/x', () => HttpResponse.error()));
    await expect(api.upload('/x', new FormData(), () => undefined)).rejects.toMatchObject({ type: 'SERVER_ERROR', message: 'Server error' });
  });
});

describe('buildQueryString', () => {
  it('omits falsy values', () => {
    expect(buildQueryString({ status: 1, searchQuery: '', offset: 0, orderBy: 'dueDate', x: null, y: undefined })).toBe(
      '?status=1&orderBy=dueDate',
    );
    expect(buildQueryString({})).toBe('');
  });
});

describe("index.html's early requests", () => {
  const FETCH = {
    '/customers/view/:slug': ['/rest/v1/tasks-completed?limit=100', '/rest/v1/tenants/slug/:slug'],
    '/onboarding': ['/rest/v1/tasks-completed?limit=100'],
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
    const lend = { fetch: (...args: Parameters<typeof fetch>) => window.fetch(...args), requests: undefined as unknown };
    Object.assign(document, { lend });
    run('window.fetch=document.lend.fetch');
    run(WEB_BOOT_SCRIPT, apiKey);
    run(`document.lend.requests=window.${WEB_BOOT_REQUESTS};delete window.${WEB_BOOT_REQUESTS}`);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    if (lend.requests) Object.assign(window, { [WEB_BOOT_REQUESTS]: lend.requests });
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

  it("answers the app with the look-up's refusal: a revoked token still signs the agent out", async () => {
    window.__VITRINA_CONFIG__ = { apiKey: 'key-1' };
    saveAccessToken('tok-revoked');
    const { calls } = mockApi({ 'GET /auth/agents': apiErrorReply(401, ErrorType.ACCESS_TOKEN_INVALID) });
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);

    boot('/customers', 'key-1');
    await expect(api.get(paths.session())).rejects.toMatchObject({ type: ErrorType.ACCESS_TOKEN_INVALID, status: 401 });
    expect(calls).toHaveLength(1);
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
