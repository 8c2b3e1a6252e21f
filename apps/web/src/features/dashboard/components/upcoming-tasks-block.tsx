import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { taskPriorityLabels, taskStatusLabels, TaskStatus, type TaskPriority } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { Link } from 'react-router';
import { IconCircleCheck, IconCircleX, IconClock } from '../../../components/icons';
import { LoadError } from '../../../components/load-error/load-error';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useUpcomingTasksQuery } from '../api/upcoming-tasks';
import { BlockCard } from './block-card';
import { DelayedSkeleton } from './delayed-skeleton';

const priorityColors: Record<number, string> = { 1: 'gray', 2: 'yellow', 3: 'red' };

function StatusIcon({ status }: { status: number }) {
  if (status === TaskStatus.InProgress) return <IconClock size={20} color="var(--mantine-color-indigo-6)" aria-hidden />;
  if (status === TaskStatus.Cancelled) return <IconCircleX size={20} color="var(--mantine-color-red-6)" aria-hidden />;
  return <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden />;
}

function TaskItem({ task }: { task: Task }) {
  const to = paths.customerView(task.tenant.slug, { section: 'tasks', task: task.taskId });
  return (
    <UnstyledButton
      component={Link}
      to={to}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 10, display: 'block' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <StatusIcon status={task.status} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {task.title}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatDate(task.expiredAt)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {task.description}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="indigo" size="sm">
              {taskStatusLabels[task.status as TaskStatus] ?? ''}
            </Badge>
            <Badge variant="light" color={priorityColors[task.priority] ?? 'gray'} size="sm">
              {taskPriorityLabels[task.priority as TaskPriority] ?? ''}
            </Badge>
            <Badge variant="outline" color="gray" size="sm">
              {task.taskType.name}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Cliente: {task.tenant.fullName}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** 'Tareas pendientes': the next three tasks in progress, due within 30 days. */
export function UpcomingTasksBlock() {
  const tasks = useUpcomingTasksQuery();
  let body;
  if (tasks.isError) body = <LoadError py="lg" onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />;
  else if (!tasks.data) body = <DelayedSkeleton rows={3} height={92} label="Cargando tareas" />;
  else if (tasks.data.length === 0) body = <Text c="dimmed">No tienes tareas pendientes en este momento</Text>;
  else
    body = (
      <Stack gap="sm">
        {tasks.data.map((task) => (
          <TaskItem key={task.taskId} task={task} />
        ))}
      </Stack>
    );
  return (
    <BlockCard title="Tareas pendientes">
      {body}
      <Anchor component={Link} to={paths.tasks} fw={600} size="sm" style={{ alignSelf: 'flex-start' }}>
        Ver todas
      </Anchor>
    </BlockCard>
  );
}
