import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** A link to a path of the app: a real `<a href>` (a new tab or a middle click opens it as a page). */
export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How a screen moves to another page without knowing who routes (issue 15): inside the router
 * (app/router-navigation.tsx) it is react-router; on the sign-in screen a signed-out visitor opens
 * first, it loads the router on the first navigation (app/standalone-login.tsx), so that screen's
 * code does not pull react-router into the first load.
 */
export interface Navigation {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The query of the page's URL. */
  search: URLSearchParams;
  Link: ComponentType<NavLinkProps>;
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const value = useContext(NavigationContext);
  if (!value) throw new Error('useNavigation must be used inside a NavigationProvider');
  return value;
}

/** The navigation's link, for `component={NavLink}` (Mantine's Anchor, Button). */
export function NavLink(props: NavLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}
