import type { ErrorType, Metadata, Pagination } from '@vitrina/contract/errors';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE } from '../lib/api-client';
import { server } from './server';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * 'METHOD /path' under /rest/v1 answers that path whatever its query string;
 * 'METHOD /path?a=1&b=2' answers only that exact query (in any order), so a request with a
 * missing, extra or wrong parameter finds no handler and fails the test.
 */
export type RouteKey = `${Method} /${string}`;

/** What the API answers: the envelope's `data` (typed by the contract) and `metadata`. */
export interface ApiReply<T = unknown> {
  status?: number;
  data?: T;
  metadata?: Metadata;
}

/** A request the app made, as the server received it. */
export interface ApiCall {
  method: string;
  /** The path under /rest/v1, without the query: '/tenants'. */
  path: string;
  /** Path and query as the app wrote them: '/rest/v1/tenants?status=1&limit=18'. */
  url: string;
  query: URLSearchParams;
  /** Header names in lower case, as HTTP has them. */
  headers: Record<string, string>;
  /** The JSON body parsed, a FormData for multipart, undefined when none was sent. */
  body: unknown;
}

export type Responder<T = unknown> = ApiReply<T> | ((call: ApiCall) => ApiReply<T> | Promise<ApiReply<T>>);

/** A 200 answer whose data is of the contract's type T. */
export function ok<T>(data: T, metadata?: Metadata): ApiReply<T> {
  return { data, metadata };
}

/** A 201 answer (a resource created). */
export function created<T>(data: T): ApiReply<T> {
  return { status: 201, data };
}

/** A page of a list: the items and the pagination metadata the list shows its pages from. */
export function paged<T>(items: T[], pagination: Partial<Pagination> & { limit: number }): ApiReply<T[]> {
  return { data: items, metadata: { pagination: { offset: 0, total: items.length, ...pagination } } };
}

/** An error envelope, as the API writes it. */
export function apiErrorReply(status: number, type: ErrorType, message: string = type, fields?: Record<string, string>): ApiReply<never> {
  return { status, metadata: { error: { type, message, ...(fields ? { fields } : {}) } } };
}

function routeKey(key: string): RouteKey {
  if (!/^(GET|POST|PUT|PATCH|DELETE) \//.test(key)) throw new Error(`Not a route: '${key}' (write 'GET /path')`);
  return key as RouteKey;
}

function parseKey(key: RouteKey) {
  const space = key.indexOf(' ');
  const [path = '', query] = key.slice(space + 1).split('?');
  return { method: key.slice(0, space), path, query: query === undefined ? null : new URLSearchParams(query) };
}

function sameQuery(expected: URLSearchParams, actual: URLSearchParams) {
  const sorted = (params: URLSearchParams) => [...params].map(([k, v]) => `${k}=${v}`).sort().join('&');
  return sorted(expected) === sorted(actual);
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

async function toCall(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname.slice(API_BASE.length),
    url: `${url.pathname}${url.search}`,
    query: url.searchParams,
    headers: Object.fromEntries(request.headers.entries()),
    body: await readBody(request.clone()),
  };
}

function respond(reply: ApiReply) {
  const status = reply.status ?? 200;
  if (status === 204) return new HttpResponse(null, { status });
  return HttpResponse.json({ data: reply.data ?? null, metadata: reply.metadata ?? {} }, { status });
}

type Entry = { method: string; path: string; query: URLSearchParams | null; replies: Responder[] };

function pick(entries: Entry[], call: ApiCall): Entry | undefined {
  const candidates = entries.filter((e) => e.method === call.method && e.path === call.path);
  return (
    candidates.find((e) => e.query && sameQuery(e.query, call.query)) ?? candidates.find((e) => e.query === null)
  );
}

/** The next answer of a route: the replies in turn, the last one for every later request. */
async function next(entry: Entry, call: ApiCall) {
  const responder = entry.replies.length > 1 ? entry.replies.shift()! : entry.replies[0]!;
  return respond(typeof responder === 'function' ? await responder(call) : responder);
}

function handlerFor(entries: Entry[], calls: ApiCall[]): HttpHandler {
  return http.all(`*${API_BASE}/*`, async ({ request }) => {
    const call = await toCall(request);
    const entry = pick(entries, call);
    if (!entry) return undefined; // unhandled: the server reports it and the test fails
    calls.push(call);
    return next(entry, call);
  });
}

/**
 * One typed handler for a route, to add with `server.use(...)`:
 * `apiHandler<Agent>('GET /auth/agents', ok(makeAgent()))`.
 */
export function apiHandler<T>(key: RouteKey, ...replies: Responder<T>[]): HttpHandler {
  return handlerFor([{ ...parseKey(key), replies: replies as Responder[] }], []);
}

/**
 * Declares the API routes this test expects and records every request they answer.
 * Each route answers its replies in turn (the last one repeats); a request that matches no
 * route (another path, method or query) is not answered and fails the test.
 */
export function mockApi(routes: Record<string, Responder | Responder[]>) {
  const calls: ApiCall[] = [];
  const entries: Entry[] = Object.entries(routes).map(([key, value]) => ({
    ...parseKey(routeKey(key)),
    replies: Array.isArray(value) ? [...value] : [value as Responder],
  }));
  server.use(handlerFor(entries, calls));
  /** The requests made to one route ('GET /tenants'), in order. */
  const requests = (key: RouteKey) => {
    const { method, path } = parseKey(key);
    return calls.filter((c) => c.method === method && c.path === path);
  };
  return { calls, requests };
}

export type Routes = Parameters<typeof mockApi>[0];
