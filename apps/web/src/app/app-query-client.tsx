import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

let appClient: QueryClient | null = null;

/** The app's one query client, made on first use (the router fills it for the first screen). */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}

/**
 * The app's one query client, around the pages that read the server through queries: the
 * signed-in pages (their guard) and the data-deletion status. It is made, and TanStack Query
 * loaded, with the first of those pages, so the sign-in pages load without it (issue 15). Under a
 * client Providers was given (tests), that one.
 */
export function AppQueryClient({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
