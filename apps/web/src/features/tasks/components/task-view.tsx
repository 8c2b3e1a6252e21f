import { Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Task } from '@vitrina/contract/schemas/task';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormBanner, type Banner } from '../../../components/form-banner/form-banner';
import { formatDate } from '../../../lib/dates';
import { priorityColors, priorityLabel } from '../lib/task-format';
import { TaskAttachments } from './task-attachments';
import { TaskStatusSelect } from './task-status-select';
import { paths } from '../../../config/paths';

/** One labelled line of the task's details. */
function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

/** The task as read in the detail panel: status, details, description and attachments. */
export function TaskView({ task, banner, onMoved }: { task: Task; banner: Banner | null; onMoved: () => void }) {
  return (
    <Stack gap="md">
      <FormBanner banner={banner} successRole="alert" />
      <Title order={2} fz="xl">
        {task.title}
      </Title>
      <TaskStatusSelect task={task} onMoved={onMoved} />
      <Stack gap={6}>
        <DetailRow label="Fecha de vencimiento">
          <Text size="sm">{formatDate(task.expiredAt)}</Text>
        </DetailRow>
        <DetailRow label="Cliente">
          <Badge component={Link} to={paths.customerView(task.tenant.slug)} variant="light" style={{ cursor: 'pointer', textTransform: 'none' }}>
            {task.tenant.fullName}
          </Badge>
        </DetailRow>
        <DetailRow label="Prioridad">
          <Badge variant="outline" color={priorityColors[task.priority]}>
            {priorityLabel(task.priority)}
          </Badge>
        </DetailRow>
        <DetailRow label="Tipo de tarea">
          <Text size="sm">{task.taskType.name}</Text>
        </DetailRow>
      </Stack>
      <Divider />
      <Stack gap={4}>
        <Title order={3} fz="sm">
          Sobre la tarea
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {task.description}
        </Text>
      </Stack>
      <Divider />
      <TaskAttachments task={task} />
    </Stack>
  );
}
