import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Splash } from '../../components/splash';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { stopHub } from '../../lib/hub';

/** Logs out on the server, drops the cookie and goes to the sign-in page. */
export function LogoutRoute() {
  const { status } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (status === 'loading' || started.current) return;
    started.current = true;
    if (status === 'unauthenticated') {
      navigate(paths.login, { replace: true });
      return;
    }
    stopHub();
    logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });
  }, [status, logout, navigate]);

  return <Splash />;
}
