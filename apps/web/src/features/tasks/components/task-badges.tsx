import { Badge, Group } from '@mantine/core';
import type { Task } from '@vitrina/contract/schemas/task';
import type { ReactNode } from 'react';
import { isOverdue, OVERDUE_LABEL, priorityColors, priorityLabel, statusColors, statusLabel } from '../lib/task-format';

/** A task's badges: 'Vencida' when overdue, its status and its priority; `children` follow them. */
export function TaskBadges({ task, children }: { task: Task; children?: ReactNode }) {
  return (
    <Group gap="xs">
      {isOverdue(task) && (
        <Badge variant="filled" color="red.8">
          {OVERDUE_LABEL}
        </Badge>
      )}
      <Badge variant="light" color={statusColors[task.status]}>
        {statusLabel(task.status)}
      </Badge>
      <Badge variant="outline" color={priorityColors[task.priority]}>
        {priorityLabel(task.priority)}
      </Badge>
      {children}
    </Group>
  );
}
