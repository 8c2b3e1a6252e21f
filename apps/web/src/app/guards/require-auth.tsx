import '../signed-in-styles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Splash } from '../../components/splash';
import { SpanishDates } from '../../components/spanish-dates';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { AppQueryClient } from '../app-query-client';

/** Routes that need a signed-in agent; others go to the sign-in page with continue_url. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Splash />;
  if (status === 'unauthenticated') {
    const current = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?continue_url=${encodeURIComponent(current)}`} replace />;
  }
  return (
    <AppQueryClient>
      <SpanishDates>
        <Outlet />
      </SpanishDates>
    </AppQueryClient>
  );
}
