import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toasts } from '../components/toasts';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Under vitest, Mantine renders popovers, menus and modals without transitions or portals, as its
 * testing guide advises: on a busy machine a dropdown caught mid-transition hid from the tests.
 */
const MANTINE_ENV = import.meta.env.MODE === 'test' ? 'test' : 'default';

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider env={MANTINE_ENV} theme={theme} cssVariablesResolver={cssVariablesResolver} deduplicateCssVariables={false}>
      <Toasts />
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
