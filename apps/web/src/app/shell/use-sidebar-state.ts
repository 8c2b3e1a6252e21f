import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { getCookie, setCookie } from '../../lib/cookies';

const SIDEBAR_COOKIE = 'dismissSidebar';

/**
 * Desktop: collapsed or expanded, kept in the dismissSidebar cookie.
 * Under 768 px the sidebar is always collapsed and a burger opens it as a drawer.
 */
export function useSidebarState() {
  const isMobile = useMediaQuery('(max-width: 767.98px)', false, { getInitialValueInEffect: false }) ?? false;
  const [dismissed, setDismissed] = useState(() => getCookie(SIDEBAR_COOKIE) === 'true');
  const [mobileOpened, mobile] = useDisclosure(false);

  const toggleDismissed = useCallback(() => {
    setDismissed((value) => {
      const next = !value;
      setCookie(SIDEBAR_COOKIE, String(next), { days: 365 });
      return next;
    });
  }, []);

  return {
    isMobile,
    collapsed: isMobile ? true : dismissed,
    toggleDismissed,
    mobileOpened,
    toggleMobile: mobile.toggle,
    closeMobile: mobile.close,
  };
}
