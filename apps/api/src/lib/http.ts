import type { Metadata, Pagination } from '@vitrina/contract/errors';

/** The success envelope of spec 1 §3. */
export function ok<T>(data: T): { data: T; metadata: Record<string, never> };
export function ok<T, M extends Metadata>(data: T, metadata: M): { data: T; metadata: M };
export function ok<T>(data: T, metadata: Metadata = {}): { data: T; metadata: Metadata } {
  return { data, metadata };
}

/** A page of a list: `metadata.pagination`, and the task tabs' counts where asked. */
export function page<T>(data: T[], pagination: Pagination): { data: T[]; metadata: { pagination: Pagination; taskCounts?: Metadata['taskCounts'] } } {
  return { data, metadata: { pagination } };
}

/** fetch with a bound on time; outside services never hold a request for long. */
export function fetchWithTimeout(url: string | URL, init: RequestInit = {}, ms = 8000): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
}
