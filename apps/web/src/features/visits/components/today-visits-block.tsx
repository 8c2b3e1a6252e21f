import { Anchor, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { CalendarEvent } from '@vitrina/contract/schemas/event';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error/load-error';
import { todayInCaracas } from '../../../lib/dates';
import { useTodayVisitsQuery } from '../api/events';
import { timeRange } from '../lib/calendar-period';
import { statusColors, statusLabel } from '../lib/visit-status';
import { paths } from '../../../config/paths';

export const EMPTY_TODAY = 'No tienes visitas hoy';

function TodayVisit({ event }: { event: CalendarEvent }) {
  const color = statusColors[event.status] ?? 'gray';
  return (
    <UnstyledButton
      component={Link}
      to={paths.customerView(event.tenant.slug, { section: 'events' })}
      p="sm"
      style={{ display: 'block', borderRadius: 10, border: '1px solid var(--mantine-color-gray-3)', borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} size="sm">
          {timeRange(event.startAt, event.endAt)}
        </Text>
        <Text size="xs" c={`${color}.8`} fw={600}>
          {statusLabel(event.status)}
        </Text>
      </Group>
      <Text size="sm" fw={600} truncate>
        {event.tenant.fullName}
      </Text>
      {event.property && (
        <Text size="xs" c="dimmed" truncate>
          {event.property.title}
        </Text>
      )}
    </UnstyledButton>
  );
}

/** The dashboard's 'Visitas de hoy': today's visits in Caracas, in order, each opening its customer. */
export function TodayVisitsBlock() {
  const query = useTodayVisitsQuery();
  let body;
  if (query.isError) body = <LoadError py="lg" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.isPending)
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Cargando visitas">
        <Skeleton h={72} radius="md" />
      </Stack>
    );
  else if (query.data.length === 0) body = <Text c="dimmed">{EMPTY_TODAY}</Text>;
  else
    body = (
      <Stack gap="sm">
        {query.data.map((event) => (
          <TodayVisit key={event.eventId} event={event} />
        ))}
      </Stack>
    );
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Visitas de hoy">
      <Stack gap="md">
        <Title order={2} fz={18}>
          Visitas de hoy
        </Title>
        {body}
        <Anchor component={Link} to={paths.calendarDay(todayInCaracas())} fw={600} size="sm" style={{ alignSelf: 'flex-start' }}>
          Ver agenda
        </Anchor>
      </Stack>
    </Paper>
  );
}
