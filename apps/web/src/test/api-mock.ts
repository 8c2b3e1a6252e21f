import type { ErrorType, Metadata, Pagination } from '@vitrina/contract/errors';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE } from '../lib/api-client';
import { reportUnexpected, server } from './server';

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

type Group = { entries: Entry[]; calls: ApiCall[] };
/** The routes declared by the current test, one group per mockApi call (the newest wins). */
const groups: Group[] = [];

/** Answers every /rest/v1 request from the declared routes; one that matches none fails the test. */
const declaredRoutes = http.all(`*${API_BASE}/*`, async ({ request }) => {
  const call = await toCall(request);
  for (const group of [...groups].reverse()) {
    const entry = pick(group.entries, call);
    if (entry) {
      group.calls.push(call);
      return next(entry, call);
    }
  }
  reportUnexpected(`${call.method} ${call.url}`);
  return HttpResponse.error();
});

let installed = false;
function install() {
  if (installed) return;
  installed = true;
  server.use(declaredRoutes);
}

/** Forgets the routes of the test that ended (test/setup.ts). */
export function resetApiMock() {
  groups.length = 0;
  installed = false;
}

function toEntries(routes: Record<string, Responder | Responder[]>): Entry[] {
  return Object.entries(routes).map(([key, value]) => ({
    ...parseKey(routeKey(key)),
    replies: Array.isArray(value) ? [...value] : [value as Responder],
  }));
}

/**
 * What every signed-in page asks in the background, with these exact queries: the tasks
 * checklist and the publishing panel. renderApp answers them empty unless the test declares them.
 */
export const SHELL_ROUTES = {
  'GET /tasks-completed?limit=100': ok([]),
  'GET /property-drafts?statuses=2&limit=20': ok([]),
};

/**
 * What the dashboard asks when it opens: the next tasks and today's visits (date windows that move
 * with the clock, so any query) and the latest draft with content. For tests that land on /dashboard to test
 * something else; the dashboard's own tests declare and check these requests themselves.
 */
export const DASHBOARD_ROUTES = {
  'GET /agents/tasks': ok([]),
  'GET /property-drafts?statuses=1&limit=1&withContent=true': ok([]),
  // 'Visitas de hoy' (issue 12): today's window in Caracas, any query.
  'GET /events': ok([]),
  // 'Nuevas coincidencias' (issue 12): the latest publish alerts.
  'GET /match-alerts?limit=5': ok([]),
};

/** Declares routes below every other (consulted last): the shell's background requests. */
export function mockShellApi(routes: Record<string, Responder | Responder[]> = SHELL_ROUTES) {
  install();
  groups.unshift({ entries: toEntries(routes), calls: [] });
}

/**
 * One typed handler for a route, to add with `server.use(...)`:
 * `apiHandler<Agent>('GET /auth/agents', ok(makeAgent()))`. A request it does not match goes on
 * to the routes declared with mockApi, or fails the test.
 */
export function apiHandler<T>(key: RouteKey, ...replies: Responder<T>[]): HttpHandler {
  const entry: Entry = { ...parseKey(key), replies: replies as Responder[] };
  return http.all(`*${API_BASE}${entry.path}`, async ({ request }) => {
    const call = await toCall(request);
    if (!pick([entry], call)) return undefined;
    return next(entry, call);
  });
}

/**
 * Declares the API routes this test expects and records every request they answer.
 * Each route answers its replies in turn (the last one repeats); a request that matches no
 * route (another path, method or query) is not answered and fails the test.
 */
export function mockApi(routes: Record<string, Responder | Responder[]>) {
  const calls: ApiCall[] = [];
  install();
  groups.push({ entries: toEntries(routes), calls });
  /** The requests made to one route ('GET /tenants'), in order. */
  const requests = (key: RouteKey) => {
    const { method, path } = parseKey(key);
    return calls.filter((c) => c.method === method && c.path === path);
  };
  return { calls, requests };
}

export type Routes = Parameters<typeof mockApi>[0];
