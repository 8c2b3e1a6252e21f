/** Reading and writing a list's filters in the URL's query parameters (use-url-filters.ts is the hook). */

/** The text searched for, as `searchQuery` in the URL (blank is no search). */
export function readSearchQuery(params: URLSearchParams): string | null {
  return params.get('searchQuery')?.trim() || null;
}

/** Writes the text searched for; blank leaves it out. */
export function writeSearchQuery(query: URLSearchParams, searchQuery: string): void {
  const search = searchQuery.trim();
  if (search) query.set('searchQuery', search);
}

/** A list's filters and page as the URL's query parameters give them (page 1 when absent or invalid). */
export function readUrlFilters<F extends object>(read: (params: URLSearchParams) => F, params: URLSearchParams): F & { page: number } {
  return { ...read(params), page: Math.max(1, Math.floor(Number(params.get('page')) || 1)) };
}
