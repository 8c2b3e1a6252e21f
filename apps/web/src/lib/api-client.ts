import { ApiError, ErrorType, type Envelope, type Metadata } from '@vitrina/contract/errors';
import { API_PREFIX } from '@vitrina/contract/api-prefix';
import { WEB_BOOT_REQUESTS } from '@vitrina/contract/web-boot';
import { getConfig } from '../config/runtime-config';
import { getAccessToken, removeAccessToken } from './access-token';

export const API_BASE = API_PREFIX;

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** A bearer token to send instead of the session cookie (password reset). */
  token?: string;
  signal?: AbortSignal;
  /** Reports how much of the body has been sent, 0 to 1 (a photo or video upload's bar). */
  onUploadProgress?: (sent: number) => void;
}

export interface ApiResult<T> {
  data: T;
  metadata: Metadata;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when a signed-in call answers 401 ACCESS_TOKEN_INVALID (the cookie is already gone). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Builds `?a=1&b=2`, leaving out falsy values (spec 1 §7). */
export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined || item === false || item === '' || item === 0) continue;
      if (typeof item === 'number' && Number.isNaN(item)) continue;
      params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Requests a route loader started before its page rendered (issue 15), by method, URL and token.
 * The page's own identical request takes the one in flight instead of sending a second, so it
 * sees the same answer, error or success, as if it had sent it then. Only the first identical
 * request takes one, within EARLY_MS of its start (the queries' staleTime); any write drops them
 * all (its answer could have changed), so an entry a page never took answers nothing later.
 */
const early = new Map<string, { response: Promise<Response>; at: number }>();
const EARLY_MS = 30_000;
let collecting = false;

/** What a request started by `requestEarly` answers its starter (the page's request reads the answer). */
const STARTED_EARLY = new Error('started early');

/**
 * Sends now the GET requests that `start` makes (a page's fetchers, called as the page will call
 * them), without reading their answers: the page's identical request, when it renders, takes the
 * answer in flight. The fetchers must reach `apiRequest` without awaiting anything first.
 */
export function requestEarly(start: () => Promise<unknown>): void {
  collecting = true;
  try {
    start().catch(() => undefined);
  } finally {
    collecting = false;
  }
}

/**
 * The requests index.html's boot script sent while the page was parsed, a round trip before this
 * code could (@vitrina/contract/web-boot): the session look-up and the page's first GET requests,
 * or their answers as the server wrote them into the page. The app's first identical request with
 * the same token takes each answer, as a page takes a route loader's.
 */
function takeBootRequests(): void {
  if (typeof window === 'undefined' || !(WEB_BOOT_REQUESTS in window)) return;
  const globals = window as unknown as Record<string, { token?: unknown; responses?: unknown } | undefined>;
  const boot = globals[WEB_BOOT_REQUESTS];
  delete globals[WEB_BOOT_REQUESTS];
  if (!boot || !boot.responses || typeof boot.responses !== 'object') return;
  // Without a token, the answers are the server's, for the session cookie the page came with.
  const token = boot.token === undefined ? getAccessToken() : boot.token;
  if (typeof token !== 'string') return;
  for (const [url, response] of Object.entries(boot.responses as Record<string, unknown>)) {
    if (typeof (response as Promise<Response> | undefined)?.then !== 'function') continue;
    early.set(`${url} ${token}`, { response: Promise.resolve(response as Promise<Response>), at: Date.now() });
  }
}

/** Drops the requests started early that no page took. */
export function forgetEarlyRequests(): void {
  early.clear();
}

function takeEarly(key: string): Promise<Response> | undefined {
  const entry = early.get(key);
  early.delete(key);
  return entry && Date.now() - entry.at < EARLY_MS ? entry.response : undefined;
}

function serverError(status = 500): ApiError {
  return new ApiError(ErrorType.SERVER_ERROR, 'Server error', status);
}

/**
 * Calls the REST API and answers the unwrapped envelope: data plus metadata. `path` is either
 * relative to the API ('/tenants') or built by the contract's `paths` ('/rest/v1/tenants').
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', query, body, token, signal, onUploadProgress } = options;
  takeBootRequests();
  const sessionToken = token ? null : getAccessToken();
  const bearer = token ?? sessionToken;

  const headers: Record<string, string> = { Accept: 'application/json' };
  const { apiKey } = getConfig();
  if (apiKey) headers['X-Api-Key'] = apiKey;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const url = `${path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`}${buildQueryString(query)}`;
  const init: RequestInit = { method, headers, body: payload, signal, credentials: 'same-origin' };
  const earlyKey = method === 'GET' && !onUploadProgress ? `${url} ${bearer ?? ''}` : null;
  if (collecting && earlyKey) {
    // One the boot script already sent is left for the page to take.
    const held = early.get(earlyKey);
    if (!held || Date.now() - held.at >= EARLY_MS) {
      const response = fetch(url, init);
      response.catch(() => undefined);
      early.set(earlyKey, { response, at: Date.now() });
    }
    throw STARTED_EARLY;
  }
  if (!earlyKey) forgetEarlyRequests();
  const started = earlyKey ? takeEarly(earlyKey) : undefined;
  let response: Response;
  try {
    // The upload transport loads with the first upload, not with every page's first chunk.
    response = await (started ??
      (onUploadProgress
        ? import('./upload-transport').then((m) => m.fetchWithUploadProgress(url, init, onUploadProgress))
        : fetch(url, init)));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw serverError();
  }

  let envelope: Partial<Envelope<T>> | null = null;
  if (response.status !== 204) {
    try {
      envelope = (await response.json()) as Partial<Envelope<T>>;
    } catch {
      throw serverError(response.status >= 400 ? response.status : 500);
    }
    if (!envelope || typeof envelope !== 'object') throw serverError(response.status);
  }

  const metadata: Metadata = envelope?.metadata ?? {};
  const error = metadata.error;
  if (error || response.status >= 400) {
    const type = error?.type ?? ErrorType.SERVER_ERROR;
    const apiError = new ApiError(type, error?.message ?? 'Server error', response.status, error?.fields);
    if (response.status === 401 && type === ErrorType.ACCESS_TOKEN_INVALID && sessionToken) {
      removeAccessToken();
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw apiError;
  }

  return { data: (envelope?.data ?? null) as T, metadata };
}

/** Shorthands that answer only `data`. */
export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }).then((r) => r.data),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }).then((r) => r.data),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }).then((r) => r.data),
  /** Sends a multipart form, reporting how much of it has been sent (0 to 1). */
  upload: <T>(path: string, form: FormData, onProgress: (sent: number) => void, options: { method?: 'POST' | 'PUT'; signal?: AbortSignal } = {}) =>
    apiRequest<T>(path, { method: options.method ?? 'POST', body: form, signal: options.signal, onUploadProgress: onProgress }).then((r) => r.data),
};

export function isApiError(error: unknown, ...types: string[]): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return types.length === 0 || types.includes(error.type);
}
