import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';

/** '/': blank while the session is unknown, then the dashboard or the sign-in page. */
export function HomeRedirect() {
  const { status } = useAuth();
  if (status === 'loading') return null;
  return <Navigate to={status === 'authenticated' ? paths.dashboard : paths.login} replace />;
}
