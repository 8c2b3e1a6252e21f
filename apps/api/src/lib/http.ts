import type { Metadata, Pagination } from '@vitrina/contract/errors';

/** The success envelope of spec 1 §3. */
export function ok<T>(data: T, metadata: Metadata = {}): { data: T; metadata: Metadata } {
  return { data, metadata };
}

export function page<T>(data: T[], pagination: Pagination): { data: T[]; metadata: Metadata } {
  return { data, metadata: { pagination } };
}

/** fetch with a bound on time; outside services never hold a request for long. */
export function fetchWithTimeout(url: string | URL, init: RequestInit = {}, ms = 8000): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
}
