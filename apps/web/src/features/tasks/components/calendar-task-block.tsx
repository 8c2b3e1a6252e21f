import '@mantine/core/styles/VisuallyHidden.css';
import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Task } from '@vitrina/contract/schemas/task';
import { IconListCheck } from '../../../components/icons';
import { statusLabel } from '../lib/task-format';

interface CalendarTaskBlockProps {
  task: Task;
  onOpen: (task: Task) => void;
  /** One line (a month cell): the icon and the title. */
  compact?: boolean;
}

/**
 * A task due that day on the calendar, drawn apart from the visits: violet, a dashed edge and the
 * task icon, 'Tarea' before its title. Opens the task.
 */
export function CalendarTaskBlock({ task, onOpen, compact = false }: CalendarTaskBlockProps) {
  const style = {
    display: 'block',
    width: '100%',
    border: '1px dashed var(--mantine-color-grape-4)',
    borderLeft: '3px solid var(--mantine-color-grape-7)',
    background: 'var(--mantine-color-grape-0)',
    borderRadius: 6,
    minWidth: 0,
  };
  if (compact) {
    return (
      <UnstyledButton onClick={() => onOpen(task)} px={6} py={2} style={style} data-calendar-task title={`Tarea: ${task.title} (${task.tenant.fullName})`}>
        <Group gap={4} wrap="nowrap">
          <IconListCheck size={14} color="var(--mantine-color-grape-8)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" truncate>
            <VisuallyHidden>Tarea: </VisuallyHidden>
            {task.title}
          </Text>
        </Group>
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton onClick={() => onOpen(task)} p="xs" style={style} data-calendar-task>
      <Stack gap={2} align="flex-start">
        <Group gap={4} wrap="nowrap" c="grape.8">
          <IconListCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" fw={700}>
            Tarea · {statusLabel(task.status)}
          </Text>
        </Group>
        <Text size="sm" fw={600} truncate maw="100%">
          {task.title}
        </Text>
        <Text size="xs" c="dimmed" truncate maw="100%">
          {task.tenant.fullName}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
