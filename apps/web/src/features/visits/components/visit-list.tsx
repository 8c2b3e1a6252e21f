import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CalendarEvent } from '@vitrina/contract/schemas/event';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconPlus } from '../../../components/icons';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/load-error/load-error';
import { formatDate } from '../../../lib/dates';
import { useEventsQuery, type EventFilters } from '../api/events';
import { timeRange } from '../lib/calendar-period';
import { statusColors } from '../lib/visit-status';
import { LazyVisitModal as VisitModal } from './lazy-visit-modal';
import type { VisitPreset } from './visit-modal';
import { VisitStatusSelect } from './visit-status-select';
import { paths } from '../../../config/paths';

interface VisitRowProps {
  event: CalendarEvent;
  show: 'customer' | 'listing';
  onEdit: () => void;
  onChanged?: () => void;
}

function VisitRow({ event, show, onEdit, onChanged }: VisitRowProps) {
  const when = `${formatDate(event.startAt)} ${timeRange(event.startAt, event.endAt)}`;
  const who = show === 'customer' ? event.tenant.fullName : (event.property?.title ?? 'Sin propiedad');
  return (
    <Paper
      withBorder
      p="sm"
      component="article"
      aria-label={`Visita del ${when}`}
      style={{ borderLeft: `4px solid var(--mantine-color-${statusColors[event.status] ?? 'gray'}-6)` }}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} size="sm">
            {when}
          </Text>
          {show === 'customer' ? (
            <Anchor component={Link} to={paths.customerView(event.tenant.slug, { section: 'events' })} size="sm" fw={600}>
              {who}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} truncate>
              {who}
            </Text>
          )}
          {event.place && (
            <Text size="xs" c="dimmed">
              {event.place}
            </Text>
          )}
          {event.note && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {event.note}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <VisitStatusSelect event={event} label={`Estado de la visita del ${when}`} onChanged={onChanged} />
          <Button size="xs" variant="default" onClick={onEdit}>
            Editar
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

interface VisitListProps {
  title: string;
  filters: EventFilters;
  /** What a new visit from here starts with (the customer, the listing). */
  preset: VisitPreset;
  /** What each row names besides the time: the customer (on a listing) or the listing (on a customer). */
  show: 'customer' | 'listing';
  empty: string;
  /** Called after a visit from here is saved or deleted. */
  onChanged?: () => void;
}

/** The visits of a customer or a listing: upcoming first (soonest first), then past ones (latest first). */
export function VisitList({ title, filters, preset, show, empty, onChanged }: VisitListProps) {
  const query = useEventsQuery(filters);
  const [editing, setEditing] = useState<{ event: CalendarEvent | null } | null>(null);
  // What counts as upcoming: from when the list opened.
  const [now] = useState(() => Date.now());
  let body;
  if (query.isPending) {
    body = <ListSkeleton label="Cargando visitas" rows={2} height={72} radius="md" />;
  } else if (query.isError) {
    body = <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.length === 0) {
    body = <EmptyState py="lg">{empty}</EmptyState>;
  } else {
    const upcoming = query.data.filter((e) => Date.parse(e.endAt) >= now);
    const past = query.data.filter((e) => Date.parse(e.endAt) < now).reverse();
    const rows = (events: CalendarEvent[]) =>
      events.map((event) => <VisitRow key={event.eventId} event={event} show={show} onEdit={() => setEditing({ event })} onChanged={onChanged} />);
    body = (
      <Stack gap="md">
        {upcoming.length > 0 && (
          <Stack gap="xs" component="section" aria-label="Próximas visitas">
            <Text size="sm" fw={700} c="dimmed">
              Próximas
            </Text>
            {rows(upcoming)}
          </Stack>
        )}
        {past.length > 0 && (
          <Stack gap="xs" component="section" aria-label="Visitas anteriores">
            <Text size="sm" fw={700} c="dimmed">
              Anteriores
            </Text>
            {rows(past)}
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ event: null })}>
          Agendar visita
        </Button>
      </Group>
      {body}
      {editing && (
        <VisitModal
          event={editing.event}
          preset={preset}
          onClose={() => {
            setEditing(null);
            onChanged?.();
          }}
        />
      )}
    </Stack>
  );
}
