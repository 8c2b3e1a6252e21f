import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createSessionStore } from '../features/auth/lib/session-store';
import { Providers } from './providers';
import { createAppRouter } from './router';

/**
 * The session look-up starts before the first render, beside the route's code and the route
 * loaders' requests (issue 15); without a token the session is known at once. It never fails (no
 * valid session answers null), so starting it early changes nothing else.
 */
function createAppSession() {
  const session = createSessionStore();
  void session.load();
  return session;
}

export function App() {
  const [session] = useState(createAppSession);
  const [router] = useState(createAppRouter);
  return (
    <Providers session={session}>
      <RouterProvider router={router} />
    </Providers>
  );
}
