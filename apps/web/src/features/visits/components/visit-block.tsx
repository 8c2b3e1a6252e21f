import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CalendarEvent } from '@vitrina/contract/schemas/event';
import { timeOf, timeRange } from '../lib/calendar-period';
import { statusColors, statusLabel } from '../lib/visit-status';

interface VisitBlockProps {
  event: CalendarEvent;
  onOpen: (event: CalendarEvent) => void;
  /** One line (a month cell): start time and customer. */
  compact?: boolean;
}

/** A visit on the calendar: time, customer and listing, coloured by its status. Opens the visit. */
export function VisitBlock({ event, onOpen, compact = false }: VisitBlockProps) {
  const color = statusColors[event.status] ?? 'gray';
  const label = statusLabel(event.status);
  const style = {
    display: 'block',
    width: '100%',
    borderLeft: `3px solid var(--mantine-color-${color}-6)`,
    background: `var(--mantine-color-${color}-0)`,
    borderRadius: 6,
    minWidth: 0,
  };
  if (compact) {
    return (
      <UnstyledButton onClick={() => onOpen(event)} px={6} py={2} style={style} data-status={event.status} title={`${timeRange(event.startAt, event.endAt)} ${event.tenant.fullName} (${label})`}>
        <Text size="xs" truncate>
          <Text span fw={700} size="xs">
            {timeOf(event.startAt)}
          </Text>{' '}
          {event.tenant.fullName}
        </Text>
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton onClick={() => onOpen(event)} p="xs" style={style} data-status={event.status}>
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {timeRange(event.startAt, event.endAt)}
        </Text>
        <Text size="sm" fw={600} truncate maw="100%">
          {event.tenant.fullName}
        </Text>
        {event.property && (
          <Text size="xs" c="dimmed" truncate maw="100%">
            {event.property.title}
          </Text>
        )}
        {/* Below the names: a narrow week column has no room for it beside the time. */}
        <Badge size="xs" variant="light" color={color}>
          {label}
        </Badge>
      </Stack>
    </UnstyledButton>
  );
}
