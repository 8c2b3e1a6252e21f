import { Anchor, Center, Stack, Text, Timeline, Title } from '@mantine/core';
import { TenantEventType } from '@vitrina/contract/enums/tenant';
import { ListSkeleton, LoadError } from '../../../components/load-error/load-error';
import { paths } from '../../../config/paths';
import { toCaracas } from '../../../lib/dates';
import { useTenantActivitiesQuery } from '../api/tenant-activities';

/** 'Actividad e historial': the customer's events, newest first, in Caracas time. */
export function ActivityTimeline({ tenantId, withTitle = true }: { tenantId: string; withTitle?: boolean }) {
  const query = useTenantActivitiesQuery(tenantId);
  return (
    <Stack gap="md">
      {withTitle && (
        <Title order={2} fz="md">
          Actividad e historial
        </Title>
      )}
      {query.isPending ? (
        <ListSkeleton label="Cargando actividad" height={44} />
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <Center py="md">
          <Text size="sm" c="dimmed">
            No hay actividad registrada
          </Text>
        </Center>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={query.data.length}>
          {query.data.map((activity) => (
            <Timeline.Item
              key={activity.activityId}
              title={
                <Text size="sm" fw={600}>
                  {activity.title}
                </Text>
              }
            >
              {activity.eventType === TenantEventType.SharedDataUpdated && (
                <Text size="xs">{activity.actor ? `por ${activity.actor.fullName}` : 'por otro agente'}</Text>
              )}
              {activity.property && (
                <Anchor href={paths.publicListing(activity.property.slug)} target="_blank" rel="noopener" size="xs" display="block">
                  {activity.property.title ?? 'Ver propiedad'}
                </Anchor>
              )}
              {activity.message && (
                <Text size="xs" fs="italic" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  «{activity.message}»
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {toCaracas(activity.createdAt).format('DD/MM/YYYY [a las] hh:mm a')}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
