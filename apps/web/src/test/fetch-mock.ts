import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  data?: unknown;
  metadata?: Record<string, unknown>;
}

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = MockReply | ((call: RecordedCall) => MockReply);

/**
 * Stubs global fetch: routes are 'METHOD /path' under /rest/v1 (query string ignored).
 * Unknown routes answer 404 NOT_FOUND. Every call is recorded.
 */
export function mockFetch(routes: Record<string, Handler | Handler[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map<string, Handler[]>(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]),
  );

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^\/rest\/v1/, '').split('?')[0] ?? '';
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path, url, headers, body };
    calls.push(call);

    const queue = queues.get(`${method} ${path}`);
    const handler = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? handler(call)
        : handler
      : { status: 404, metadata: { error: { type: 'NOT_FOUND', message: 'No encontrado' } } };
    const status = reply.status ?? 200;
    return new Response(JSON.stringify({ data: reply.data ?? null, metadata: reply.metadata ?? {} }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });

  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function apiErrorReply(status: number, type: string, message = type, fields?: Record<string, string>): MockReply {
  return { status, metadata: { error: { type, message, ...(fields ? { fields } : {}) } } };
}
