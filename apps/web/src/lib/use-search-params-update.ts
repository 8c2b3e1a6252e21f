import { useCallback, useContext } from 'react';
import { type NavigateOptions, UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';

/** Changes a copy of the URL's query parameters in place. */
export type SearchParamsChange = (next: URLSearchParams) => void;

/**
 * Changes the URL's query parameters starting from the ones the URL has when called.
 *
 * react-router's `setSearchParams(updater)` hands the updater the parameters of the hook's last
 * render. Called from an answer that arrives later (a status change, a save, a timer), that wrote
 * back what the agent had changed meanwhile (a search, a page, a closed panel), or, once the agent
 * had followed a link, the old page's parameters onto the new page. Here the parameters are read
 * from the router at the time of the call, and a change asked for from a page the agent has left
 * (the path it was rendered at is no longer the URL's) is dropped.
 */
export function useSearchParamsUpdate() {
  const navigate = useNavigate();
  // The app's router, and every test's, is a data router (createBrowserRouter, createMemoryRouter).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error('useSearchParamsUpdate needs a data router');
  const { pathname } = useLocation();

  return useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      const now = router.state.location;
      if (now.pathname !== pathname) return;
      const next = new URLSearchParams(now.search);
      change(next);
      const search = next.toString();
      navigate({ pathname, search: search ? `?${search}` : '' }, options);
    },
    [navigate, router, pathname],
  );
}
