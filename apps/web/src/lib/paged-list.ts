import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Metadata } from '@vitrina/contract/errors';
import { apiRequest, type Query } from './api-client';

/** One page of a list and how many items the whole list holds. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageRequest {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** The list's filters; falsy values are left out of the URL. */
  query?: Query;
  signal?: AbortSignal;
}

/** GET a paged list (`limit`, `offset`): its items, total and the envelope's metadata. */
export async function fetchPageWithMetadata<T>(path: string, { page, pageSize, query, signal }: PageRequest): Promise<Page<T> & { metadata: Metadata }> {
  const result = await apiRequest<T[]>(path, {
    query: { ...query, limit: pageSize, offset: (page - 1) * pageSize },
    signal,
  });
  return { items: result.data ?? [], total: result.metadata.pagination?.total ?? 0, metadata: result.metadata };
}

/** GET a paged list (`limit`, `offset`): its items and total. */
export async function fetchPage<T>(path: string, request: PageRequest): Promise<Page<T>> {
  const { items, total } = await fetchPageWithMetadata<T>(path, request);
  return { items, total };
}

/**
 * TanStack Query's keepPreviousData, written here: the customer list's options are in the first
 * chunk (app/first-requests.ts), and importing that one function put query-core's utilities in it
 * (issue 15: /login's weight).
 */
const keepPreviousPage = <P>(previous: P | undefined): P | undefined => previous;

/** A paged list's query: the previous page stays on screen while the next one loads. */
export function pagedQueryOptions<K extends QueryKey, P>(queryKey: K, fetchPage: (signal: AbortSignal) => Promise<P>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousPage,
  });
}
