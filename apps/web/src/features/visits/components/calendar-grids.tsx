import { Anchor, Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CalendarEvent } from '@vitrina/contract/schemas/event';
import { dayjs, todayInCaracas } from '../../../lib/dates';
import { byDay, capitalize } from '../lib/calendar-period';
import { VisitBlock } from './visit-block';

/** Visits a month cell shows before '+N más'. */
export const MONTH_CELL_VISITS = 3;
const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];

interface GridProps {
  days: string[];
  events: CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
  /** Opens one day (the day view). */
  onDay: (day: string) => void;
}

function dayName(day: string, format: string): string {
  return dayjs(day, 'YYYY-MM-DD').format(format);
}

/** Month: whole weeks from Monday, each day with its first visits. */
export function MonthGrid({ days, events, onOpen, onDay, month }: GridProps & { month: number }) {
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
              {visits.length > MONTH_CELL_VISITS && (
                <Anchor component="button" type="button" size="xs" onClick={() => onDay(day)} style={{ alignSelf: 'flex-start' }}>
                  +{visits.length - MONTH_CELL_VISITS} más
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
export function WeekGrid({ days, events, onOpen, onDay }: GridProps) {
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
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Day, and the agenda list on phones: the days that have visits, each with its visits in order. */
export function AgendaList({ events, onOpen }: { events: CalendarEvent[]; onOpen: (event: CalendarEvent) => void }) {
  const groups = [...byDay(events)];
  return (
    <Stack gap="lg">
      {groups.map(([day, visits]) => (
        <Stack key={day} gap="xs" component="section" aria-label={dayName(day, 'dddd D [de] MMMM')}>
          <Title order={3} fz="md">
            {capitalize(dayName(day, 'dddd D [de] MMMM'))}
          </Title>
          {visits.map((event) => (
            <VisitBlock key={event.eventId} event={event} onOpen={onOpen} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
