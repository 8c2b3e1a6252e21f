import { Navigate, Outlet, useSearchParams } from 'react-router';
import { Splash } from '../../components/splash';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { safeContinueUrl } from '../../lib/continue-url';

/**
 * Sign-in, sign-up and password reset. A signed-in agent follows continue_url when present,
 * else goes to the onboarding (profile not completed) or to the dashboard; a social sign-in always
 * lands on the dashboard (spec 1 §2.3).
 */
export function UnauthOnly() {
  const { status, agent, landing } = useAuth();
  const [params] = useSearchParams();
  if (status === 'loading') return <Splash />;
  if (agent) {
    const target =
      safeContinueUrl(params.get('continue_url')) ??
      (agent.profileCompleted || landing === 'dashboard' ? paths.dashboard : paths.onboarding);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
