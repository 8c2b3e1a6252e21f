import { useMemo } from 'react';
import { Link, Outlet, useNavigate, useSearchParams } from 'react-router';
import { NavigationProvider, type Navigation, type NavLinkProps } from '../lib/navigation';

function RouterLink(props: NavLinkProps) {
  return <Link {...props} />;
}

/** The route table's root: screens written against lib/navigation.tsx navigate through react-router here. */
export function RouterNavigation() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const value = useMemo<Navigation>(
    () => ({ navigate: (to, options) => void navigate(to, options), search, Link: RouterLink }),
    [navigate, search],
  );
  return (
    <NavigationProvider value={value}>
      <Outlet />
    </NavigationProvider>
  );
}
