import { Button, Stack, Text } from '@mantine/core';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/load-error/load-error';
import { useDraftActivityQuery } from '../api/activity';
import { activityAction, activityAgent, activityWhen } from '../lib/activity-sentence';

export const ACTIVITY_TITLE = 'Actividad de la propiedad';
export const ACTIVITY_EMPTY = 'Aún no hay actividad en esta propiedad';

/** The listing's timeline (issue 11): who changed what and when, newest first, 'Cargar más' for older entries. */
export function ActivityList({ propertyDraftId }: { propertyDraftId: string }) {
  const query = useDraftActivityQuery(propertyDraftId);

  if (query.isPending) {
    return <ListSkeleton label="Cargando actividad" rows={4} height={44} radius="md" />;
  }
  if (query.isError && !query.data) return <LoadError py="lg" onRetry={() => query.refetch()} retrying={query.isRefetching} />;

  const rows = query.data.pages.flatMap((p) => p.rows);
  if (rows.length === 0) {
    return <EmptyState py="lg">{ACTIVITY_EMPTY}</EmptyState>;
  }
  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" aria-label={ACTIVITY_TITLE} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((entry) => (
          <li key={entry.activityId}>
            <Text size="sm">
              <Text span fw={600} inherit>
                {activityAgent(entry)}
              </Text>{' '}
              {activityAction(entry)}
            </Text>
            <Text size="xs" c="dimmed">
              {activityWhen(entry)}
            </Text>
          </li>
        ))}
      </Stack>
      {query.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert">
          No se pudo cargar más actividad. Vuelve a intentarlo.
        </Text>
      )}
      {query.hasNextPage && (
        <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Cargar más
        </Button>
      )}
    </Stack>
  );
}
