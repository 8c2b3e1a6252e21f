import { ApiError } from '@vitrina/contract/errors';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, mockApi } from '../test/api-mock';
import { server } from '../test/server';
import { getAccessToken, saveAccessToken } from './access-token';
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
