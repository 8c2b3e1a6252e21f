import { lazy, Suspense, useEffect, useMemo, type MouseEvent } from 'react';
import { Splash } from '../components/splash';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/hooks/use-auth';
import { getAccessToken } from '../lib/access-token';
import { NavigationProvider, useNavigation, type Navigation, type NavLinkProps } from '../lib/navigation';

const LoginRoute = lazy(() => import('./routes/login-route').then((m) => ({ default: m.LoginRoute })));

/**
 * Whether the page opens on the sign-in screen without the router (issue 15: react-router off
 * /login's first load): /login, and no session token (then the session is known to be none at once).
 * index.html's boot script (@vitrina/contract/web-boot) decides the same to preload the right code.
 */
export function isStandaloneLogin(): boolean {
  return window.location.pathname === paths.login && !getAccessToken();
}

const opensItself = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

function StandaloneLink({ to, onClick, ...props }: NavLinkProps) {
  const { navigate } = useNavigation();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensItself(event) || (props.target && props.target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

interface StandaloneLoginProps {
  /** Loads the router and opens it at `to` in place of this screen. */
  navigate: Navigation['navigate'];
}

/**
 * The sign-in screen with the app's providers but without the router. Any navigation (its links,
 * the landing after signing in) hands over to the router, which then owns /login as usual.
 */
export function StandaloneLogin({ navigate }: StandaloneLoginProps) {
  const { status } = useAuth();
  const value = useMemo<Navigation>(
    () => ({ navigate, search: new URLSearchParams(window.location.search), Link: StandaloneLink }),
    [navigate],
  );

  useEffect(() => {
    // Signed in: the router's sign-in route sends the agent on (continue_url, onboarding or dashboard).
    if (status === 'authenticated') navigate(window.location.pathname + window.location.search, { replace: true });
  }, [status, navigate]);

  return (
    <NavigationProvider value={value}>
      <Suspense fallback={<Splash />}>
        <LoginRoute />
      </Suspense>
    </NavigationProvider>
  );
}
