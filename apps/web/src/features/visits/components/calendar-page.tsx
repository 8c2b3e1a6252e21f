import { ActionIcon, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CalendarEvent } from '@vitrina/contract/schemas/event';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { IconChevronLeft, IconChevronRight, IconPlus } from '../../../components/icons';
import { LoadError } from '../../../components/load-error/load-error';
import { dayjs, todayInCaracas } from '../../../lib/dates';
import { useEventsQuery } from '../api/events';
import { CALENDAR_VIEWS, periodDays, periodLabel, stepDate, type CalendarView } from '../lib/calendar-period';
import { periodRange, readPeriod } from '../lib/calendar-range';
import { AgendaList, extrasByDay, MonthGrid, WeekGrid, type CalendarExtra } from './calendar-grids';
import { LazyVisitModal as VisitModal } from './lazy-visit-modal';
import type { VisitPreset } from './visit-modal';

export const EMPTY_PERIOD = 'No tienes visitas en este período';
/** With the tasks shown too. */
export const EMPTY_PERIOD_WITH_EXTRAS = 'No tienes visitas ni tareas en este período';

export type { CalendarExtra };

/** What the route adds to the visits (the tasks due in the period), with the state of its query. */
export interface CalendarExtras {
  items: CalendarExtra[] | undefined;
  pending: boolean;
  error: boolean;
  retrying: boolean;
  retry: () => void;
}

type Editing = { event: CalendarEvent | null; preset?: VisitPreset } | null;

/** /calendar ('Agenda'): the agent's visits (and `extras`: its tasks) by month, week or day; a list by day on phones. */
export function CalendarPage({ extras }: { extras?: CalendarExtras }) {
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const { view, date } = readPeriod(params);
  const wide = useMediaQuery('(min-width: 768px)', false, { getInitialValueInEffect: false }) ?? false;
  const days = periodDays(view, date);
  const query = useEventsQuery(periodRange(view, date));
  const [editing, setEditing] = useState<Editing>(null);

  const go = (next: { view?: CalendarView; date?: string }) =>
    updateParams((copy) => {
      copy.set('view', next.view ?? view);
      copy.set('date', next.date ?? date);
    });
  const open = (event: CalendarEvent) => setEditing({ event });

  let body;
  if (query.isPending || extras?.pending) {
    body = (
      <Stack role="status" aria-busy="true" aria-label="Cargando visitas" gap="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={wide ? 120 : 72} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError || extras?.error) {
    body = (
      <LoadError
        onRetry={() => {
          if (query.isError) void query.refetch();
          if (extras?.error) extras.retry();
        }}
        retrying={query.isFetching || Boolean(extras?.retrying)}
      />
    );
  } else {
    const events = query.data;
    const extraItems = extras?.items ?? [];
    const byDay = extrasByDay(extraItems);
    const empty = events.length === 0 && extraItems.length === 0 && (
      <Text c="dimmed" ta="center" py="md">
        {extras ? EMPTY_PERIOD_WITH_EXTRAS : EMPTY_PERIOD}
      </Text>
    );
    const dayView = (next: string) => go({ view: 'day', date: next });
    if (!wide || view === 'day') body = empty || <AgendaList events={events} extras={byDay} onOpen={open} />;
    else if (view === 'week')
      body = (
        <Stack gap="sm">
          {empty}
          <WeekGrid days={days} events={events} extras={byDay} onOpen={open} onDay={dayView} />
        </Stack>
      );
    else
      body = (
        <Stack gap="sm">
          {empty}
          <MonthGrid days={days} events={events} extras={byDay} onOpen={open} onDay={dayView} month={dayjs(date, 'YYYY-MM-DD').month()} />
        </Stack>
      );
  }

  return (
    // Room below the grid, so its last week can be scrolled clear of the floating panels.
    <Stack gap="md" pb={{ base: 72, sm: 240 }}>
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Agenda
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ event: null, preset: { date: view === 'day' ? date : undefined } })}>
          Agendar visita
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap">
              {/* Kept whole on a phone: the period's label beside it wraps instead. */}
              <Button variant="default" size="sm" style={{ flexShrink: 0 }} onClick={() => go({ date: todayInCaracas() })}>
                Hoy
              </Button>
              <ActionIcon variant="default" size="lg" aria-label="Anterior" onClick={() => go({ date: stepDate(view, date, -1) })}>
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label="Siguiente" onClick={() => go({ date: stepDate(view, date, 1) })}>
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
              <Text fw={700} aria-live="polite">
                {periodLabel(view, date)}
              </Text>
            </Group>
            <SegmentedControl
              aria-label="Vista del calendario"
              value={view}
              onChange={(v) => go({ view: v as CalendarView })}
              data={CALENDAR_VIEWS}
            />
          </Group>
          {body}
        </Stack>
      </Paper>
      {editing && <VisitModal event={editing.event} preset={editing.preset} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
