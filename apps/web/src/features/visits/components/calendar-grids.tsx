import { Anchor, Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CalendarEvent } from '@vitrina/contract/schemas/event';
import type { ReactNode } from 'react';
import { dayjs, todayInCaracas } from '../../../lib/dates';
import { byDay, capitalize } from '../lib/calendar-period';
import { VisitBlock } from './visit-block';

/** Visits a month cell shows before '+N más'. */
export const MONTH_CELL_VISITS = 3;
const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];

/**
 * Something else due on a day, drawn after its visits (the calendar's route adds the tasks this way:
 * features do not import each other).
 */
export interface CalendarExtra {
  key: string;
  /** The Caracas day 'YYYY-MM-DD' it belongs to. */
  day: string;
  render: (compact: boolean) => ReactNode;
}

/** The extras of each day, in their order. */
export function extrasByDay(extras: CalendarExtra[]): Map<string, CalendarExtra[]> {
  const groups = new Map<string, CalendarExtra[]>();
  for (const extra of extras) groups.set(extra.day, [...(groups.get(extra.day) ?? []), extra]);
  return groups;
}

const NO_EXTRAS = new Map<string, CalendarExtra[]>();

interface GridProps {
  days: string[];
  events: CalendarEvent[];
  /** The extras of each day (extrasByDay). */
  extras?: Map<string, CalendarExtra[]>;
  onOpen: (event: CalendarEvent) => void;
  /** Opens one day (the day view). */
  onDay: (day: string) => void;
}

function dayName(day: string, format: string): string {
  return dayjs(day, 'YYYY-MM-DD').format(format);
}

/** Month: whole weeks from Monday, each day with its first visits. */
export function MonthGrid({ days, events, extras = NO_EXTRAS, onOpen, onDay, month }: GridProps & { month: number }) {
  const groups = byDay(events);
  const today = todayInCaracas();
  return (
    <Box role="group" aria-label="Calendario del mes">
      <SimpleGrid cols={7} spacing={0}>
        {WEEKDAYS.map((d) => (
          <Text key={d} size="xs" fw={700} c="dimmed" ta="center" tt="uppercase" py={4}>
            {d}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={7} spacing={0} style={{ borderTop: '1px solid var(--mantine-color-gray-3)', borderLeft: '1px solid var(--mantine-color-gray-3)' }}>
        {days.map((day) => {
          const visits = groups.get(day) ?? [];
          const dayExtras = extras.get(day) ?? [];
          // Visits first, then the extras, up to the cell's room.
          const shownExtras = dayExtras.slice(0, Math.max(0, MONTH_CELL_VISITS - visits.length));
          const more = visits.length + dayExtras.length - Math.min(visits.length, MONTH_CELL_VISITS) - shownExtras.length;
          const outside = dayjs(day, 'YYYY-MM-DD').month() !== month;
          return (
            <Stack
              key={day}
              role="group"
              aria-label={dayName(day, 'dddd D [de] MMMM')}
              gap={2}
              p={4}
              mih={96}
              style={{
                borderRight: '1px solid var(--mantine-color-gray-3)',
                borderBottom: '1px solid var(--mantine-color-gray-3)',
                background: outside ? 'var(--mantine-color-gray-0)' : undefined,
                minWidth: 0,
              }}
            >
              <Anchor
                component="button"
                type="button"
                onClick={() => onDay(day)}
                size="xs"
                fw={day === today ? 800 : 500}
                c={day === today ? 'indigo.7' : outside ? 'dimmed' : 'dark'}
                aria-label={`Ver el ${dayName(day, 'D [de] MMMM')}`}
                style={{ alignSelf: 'flex-start' }}
              >
                {dayName(day, 'D')}
              </Anchor>
              {visits.slice(0, MONTH_CELL_VISITS).map((event) => (
                <VisitBlock key={event.eventId} event={event} onOpen={onOpen} compact />
              ))}
              {shownExtras.map((extra) => (
                <Box key={extra.key}>{extra.render(true)}</Box>
              ))}
              {more > 0 && (
                <Anchor component="button" type="button" size="xs" onClick={() => onDay(day)} style={{ alignSelf: 'flex-start' }}>
                  +{more} más
                </Anchor>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

/** Week: seven columns from Monday, each with its visits in order. */
export function WeekGrid({ days, events, extras = NO_EXTRAS, onOpen, onDay }: GridProps) {
  const groups = byDay(events);
  const today = todayInCaracas();
  return (
    <SimpleGrid cols={7} spacing="xs" role="group" aria-label="Calendario de la semana">
      {days.map((day) => (
        <Stack key={day} role="group" aria-label={dayName(day, 'dddd D [de] MMMM')} gap="xs" style={{ minWidth: 0 }}>
          <Anchor
            component="button"
            type="button"
            onClick={() => onDay(day)}
            ta="center"
            size="sm"
            fw={day === today ? 800 : 600}
            c={day === today ? 'indigo.7' : 'dark'}
          >
            {dayName(day, 'ddd D')}
          </Anchor>
          {(groups.get(day) ?? []).map((event) => (
            <VisitBlock key={event.eventId} event={event} onOpen={onOpen} />
          ))}
          {(extras.get(day) ?? []).map((extra) => (
            <Box key={extra.key}>{extra.render(false)}</Box>
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Day, and the agenda list on phones: the days that have visits or extras, each with its visits in order, then its extras. */
export function AgendaList({
  events,
  extras = NO_EXTRAS,
  onOpen,
}: {
  events: CalendarEvent[];
  extras?: Map<string, CalendarExtra[]>;
  onOpen: (event: CalendarEvent) => void;
}) {
  const groups = byDay(events);
  const days = [...new Set([...groups.keys(), ...extras.keys()])].sort();
  return (
    <Stack gap="lg">
      {days.map((day) => (
        <Stack key={day} gap="xs" component="section" aria-label={dayName(day, 'dddd D [de] MMMM')}>
          <Title order={3} fz="md">
            {capitalize(dayName(day, 'dddd D [de] MMMM'))}
          </Title>
          {(groups.get(day) ?? []).map((event) => (
            <VisitBlock key={event.eventId} event={event} onOpen={onOpen} />
          ))}
          {(extras.get(day) ?? []).map((extra) => (
            <Box key={extra.key}>{extra.render(false)}</Box>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
