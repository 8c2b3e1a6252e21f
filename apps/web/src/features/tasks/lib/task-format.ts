import { TaskStatus, taskPriorityLabels, taskStatusLabels, type TaskPriority } from '@vitrina/contract/enums/task';
import { formatDayMonth } from '../../../lib/dates';

/** The type word of a task card (spec 2 §2): creada, completada, cancelada. */
export function taskWord(status: number): string {
  if (status === TaskStatus.Completed) return 'completada';
  if (status === TaskStatus.Cancelled) return 'cancelada';
  return 'creada';
}

export function statusLabel(status: number): string {
  return taskStatusLabels[status as TaskStatus] ?? '';
}

export function priorityLabel(priority: number): string {
  return taskPriorityLabels[priority as TaskPriority] ?? '';
}

export const statusColors: Record<number, string> = { 1: 'blue', 2: 'teal', 3: 'gray' };
export const priorityColors: Record<number, string> = { 1: 'gray', 2: 'yellow', 3: 'red' };

/** '05 de marzo'. */
export function dueDate(expiredAt: string): string {
  return formatDayMonth(expiredAt);
}

export const OVERDUE_LABEL = 'Vencida';

/** In progress and due before now (the API's `due=overdue`). */
export function isOverdue(task: { status: number; expiredAt: string }, now: Date = new Date()): boolean {
  return task.status === TaskStatus.InProgress && new Date(task.expiredAt).getTime() < now.getTime();
}
