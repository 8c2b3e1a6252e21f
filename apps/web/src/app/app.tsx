import { startTransition, Suspense, use, useCallback, useRef, useState, type ReactNode } from 'react';
import { Splash } from '../components/splash';
import { createSessionStore, type SessionStore } from '../features/auth/lib/session-store';
import type { Navigation } from '../lib/navigation';
import { Providers } from './providers';
import { StandaloneLogin } from './standalone-login';

/**
 * The session look-up starts before the first render, beside the route's code and the route
 * loaders' requests (issue 15); without a token the session is known at once. It never fails (no
 * valid session answers null), so starting it early changes nothing else.
 */
export function createAppSession() {
  const session = createSessionStore();
  void session.load();
  return session;
}

/**
 * How long the first screen waits for the router's first page (`loadAppRoutes`) before it draws
 * the splash: a page whose code was not on its way, a slow phone (main.tsx).
 */
export const FIRST_PAGE_WAIT_MS = 1000;

/** Resolves when `routes` has its first page or after FIRST_PAGE_WAIT_MS, whichever comes first. */
export function firstPageOrWait(routes: AppRoutes): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_PAGE_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    routes.then(done, done);
  });
}

type AppRoutes = Promise<ReactNode>;

/**
 * The router (route table, react-router) comes in its own chunk: /login's first screen goes without it.
 * The router starts in a task of its own (issue 15): evaluating its chunk and creating it (matching,
 * the loaders' requests) was one task of 60 to 165 ms on this machine, input waiting behind it.
 */
export function loadAppRoutes(): AppRoutes {
  return import('./router').then(async (m) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return m.startAppRoutes();
  });
}

/**
 * Leaving the standalone sign-in screen: once the router's code is there, the URL becomes `to` and
 * the router opens there. Should the code not load, the browser opens `to` as a page.
 */
function openRoutesAt(to: string, replace: boolean): AppRoutes {
  return import('./router').then(
    (m) => {
      window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
      return m.startAppRoutes();
    },
    () => {
      window.location.assign(to);
      return new Promise<never>(() => undefined);
    },
  );
}

function RoutesView({ routes }: { routes: AppRoutes }) {
  return use(routes);
}

interface AppProps {
  /** The router being loaded; null opens the sign-in screen without it (app/standalone-login.tsx). */
  routes: AppRoutes | null;
  /** The session, its look-up already started (`createAppSession`); one is made when absent. */
  session?: SessionStore;
}

export function App({ routes: first, session: given }: AppProps) {
  const [session] = useState(() => given ?? createAppSession());
  const [routes, setRoutes] = useState(first);
  const leaving = useRef<AppRoutes | null>(null);
  // The first navigation wins: the screen is being left. The transition keeps it on screen (and
  // what was typed in it) until the router is there.
  const navigate = useCallback<Navigation['navigate']>((to, options) => {
    leaving.current ??= openRoutesAt(to, options?.replace ?? false);
    const next = leaving.current;
    startTransition(() => setRoutes(next));
  }, []);
  return (
    <Providers session={session}>
      <Suspense fallback={<Splash />}>{routes ? <RoutesView routes={routes} /> : <StandaloneLogin navigate={navigate} />}</Suspense>
    </Providers>
  );
}
