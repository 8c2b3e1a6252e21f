import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PendingDraftBlock } from '../../features/dashboard/components/pending-draft-block';
import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { UpcomingTasksBlock } from '../../features/dashboard/components/upcoming-tasks-block';
import { MatchAlertsBlock } from '../../features/matching/components/match-alerts-block';
import { TodayVisitsBlock } from '../../features/visits/components/today-visits-block';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export function DashboardRoute() {
  useDocumentTitle('Escritorio');
  const { agent } = useAuth();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Hola, {agent?.firstName}
        </Title>
        <Text c="dimmed">Esto es lo que tienes por delante hoy.</Text>
      </div>
      <QuickActions />
      <TodayVisitsBlock />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <UpcomingTasksBlock />
        <PendingDraftBlock />
        <MatchAlertsBlock />
      </SimpleGrid>
    </Stack>
  );
}
