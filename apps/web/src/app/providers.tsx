import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toasts } from '../components/toasts';
import { AuthProvider } from '../features/auth/components/auth-provider';
// Registers dayjs's 'es' locale and the Caracas time zone before any calendar renders.
import '../lib/dates';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={client}>
        {/* Calendars in Spanish, weeks from Monday (dayjs's locale 'es' is loaded by lib/dates). */}
        <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
          <AuthProvider>{children}</AuthProvider>
        </DatesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
