import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toasts } from '../components/toasts';
import { AuthProvider } from '../features/auth/components/auth-provider';
import type { SessionStore } from '../features/auth/lib/session-store';
import { useDarkSchemeHeld } from '../lib/dark-scheme';
import { theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /**
   * The query client of the signed-in pages (tests pass theirs). Without one, the signed-in
   * guard provides the app's own with its chunk (query-client.ts): the public pages load without
   * TanStack Query (issue 15).
   */
  queryClient?: QueryClient;
  session?: SessionStore;
}

/**
 * Under vitest, Mantine renders popovers, menus and modals without transitions or portals, as its
 * testing guide advises: on a busy machine a dropdown caught mid-transition hid from the tests.
 */
const MANTINE_ENV = import.meta.env.MODE === 'test' ? 'test' : 'default';

/**
 * The theme's CSS variables come with the first stylesheet, written at build time
 * (scripts/theme-variables.ts): MantineProvider does not compute them on the page (issue 15).
 */
export function Providers({ children, queryClient, session }: ProvidersProps) {
  // The property editor is dark while it is open (lib/dark-scheme.ts).
  const dark = useDarkSchemeHeld();
  return (
    <MantineProvider env={MANTINE_ENV} theme={theme} withCssVariables={false} forceColorScheme={dark ? 'dark' : undefined}>
      <Toasts />
      <AuthProvider session={session}>
        {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
      </AuthProvider>
    </MantineProvider>
  );
}
