import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { getCookie, setCookie } from '../../lib/cookies';

const SIDEBAR_COOKIE = 'dismissSidebar';
/** How long the phone's drawer keeps its links once closed: its slide out (the shell's 200 ms) and a margin. */
const DRAWER_CLOSING_MS = 300;

/**
 * Desktop: collapsed or expanded, kept in the dismissSidebar cookie.
 * Under 768 px the sidebar is always collapsed and a burger opens it as a drawer.
 */
export function useSidebarState() {
  const isMobile = useMediaQuery('(max-width: 767.98px)', false, { getInitialValueInEffect: false }) ?? false;
  const [dismissed, setDismissed] = useState(() => getCookie(SIDEBAR_COOKIE) === 'true');
  const [mobileOpened, mobile] = useDisclosure(false);
  // Issue 15: on a phone the drawer's links are drawn only while it is open (or sliding out), not in
  // the page's first frame: a third of a signed-in page's nodes at 412 px, offscreen but reachable
  // with Tab.
  const [drawerDrawn, setDrawerDrawn] = useState(false);
  useEffect(() => {
    if (mobileOpened) return undefined;
    const timer = setTimeout(() => setDrawerDrawn(false), DRAWER_CLOSING_MS);
    return () => clearTimeout(timer);
  }, [mobileOpened]);
  const toggleMobile = useCallback(() => {
    setDrawerDrawn(true);
    mobile.toggle();
  }, [mobile]);

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
    /** Whether the sidebar's links are drawn: always on a wide screen, on a phone while its drawer shows. */
    linksDrawn: !isMobile || mobileOpened || drawerDrawn,
    toggleMobile,
    closeMobile: mobile.close,
  };
}
