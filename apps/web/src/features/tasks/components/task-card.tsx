import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Task } from '@vitrina/contract/schemas/task';
import { dueDate, taskWord } from '../lib/task-format';
import { TaskBadges } from './task-badges';
import { IconCalendar } from './icons';
import classes from './tasks.module.css';

/** One task in the list: type word, due day, title, description, status and priority. */
export function TaskCard({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  return (
    <Paper component="article" aria-label={task.title} withBorder p="md" className={classes.card}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {/* Plain text in sentence case: the status badge below is the task's only status. */}
          <Text size="sm" c="dimmed" data-type-word>
            {task.taskType.name} · {taskWord(task.status)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {dueDate(task.expiredAt)}
            </Text>
          </Group>
        </Group>
        <UnstyledButton onClick={() => onOpen(task)} className={classes.cardTitle} aria-label={`Abrir tarea ${task.title}`}>
          {task.title}
        </UnstyledButton>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {task.description}
        </Text>
        <TaskBadges task={task}>
          {task.attachments.length > 0 && (
            <Text size="xs" c="dimmed">
              {task.attachments.length === 1 ? '1 archivo' : `${task.attachments.length} archivos`}
            </Text>
          )}
        </TaskBadges>
      </Stack>
    </Paper>
  );
}
