import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Task } from '@vitrina/contract/schemas/task';
import { formatDate } from '../../../lib/dates';
import { isOverdue } from '../lib/task-format';
import { TaskBadges } from './task-badges';
import { IconCalendar } from './icons';
import classes from './tasks.module.css';

/** One task of the agent's task page: title, customer, type, due date (Caracas), status, priority, 'Vencida'. */
export function TaskRow({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  const overdue = isOverdue(task);
  return (
    <Paper component="article" aria-label={task.title} withBorder p="md" className={classes.card} style={overdue ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <UnstyledButton onClick={() => onOpen(task)} className={classes.cardTitle} aria-label={`Abrir tarea ${task.title}`}>
            {task.title}
          </UnstyledButton>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <IconCalendar size={14} aria-hidden />
            <Text size="sm" c={overdue ? 'red.8' : undefined} fw={overdue ? 600 : undefined}>
              {formatDate(task.expiredAt)}
            </Text>
          </Group>
        </Group>
        <Text size="sm">
          Cliente: {task.tenant.fullName} · {task.taskType.name}
        </Text>
        <TaskBadges task={task} />
      </Stack>
    </Paper>
  );
}
