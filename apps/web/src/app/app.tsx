import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { currentAgentQueryOptions } from '../features/auth/api/current-agent';
import { getAccessToken } from '../lib/access-token';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * With a token, the session look-up starts before the first render, beside the route's code and
 * the route loaders' requests (issue 15); the auth provider's query finds it in flight. It never
 * fails (no valid session answers null), so starting it early changes nothing else.
 */
function createAppQueryClient() {
  const client = createQueryClient();
  if (getAccessToken()) void client.prefetchQuery(currentAgentQueryOptions);
  return client;
}

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
