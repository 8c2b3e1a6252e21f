import { z } from 'zod';
import { TaskPriority } from '@vitrina/contract/enums/task';
import { taskBodySchema, type Task, type TaskBody } from '@vitrina/contract/schemas/task';
import { dayjs, isIsoDay, TIME_ZONE, toCaracas, todayInCaracas } from '../../../lib/dates';

const body = taskBodySchema.shape;

export const DUE_REQUIRED = 'Debe seleccionar una fecha de vencimiento';
export const DUE_INVALID = 'La fecha de vencimiento seleccionada no es válida';
export const DUE_PAST = 'La fecha de vencimiento es menor a la fecha actual';

/** The end of a chosen day in Caracas, as ISO: a task is due by the end of that day. */
export function dueAtOf(day: string): string {
  return dayjs.tz(`${day} 23:59:59`, TIME_ZONE).toISOString();
}

/** The task form (spec 2 §5): the contract's rules, the due day as 'YYYY-MM-DD' (typed DD/MM/YYYY). */
export const taskFormSchema = z
  .object({
    taskTypeId: body.taskTypeId,
    title: body.title,
    description: body.description,
    priority: body.priority,
    dueDate: z
      .string({ error: DUE_REQUIRED })
      .min(1, { error: DUE_REQUIRED, abort: true })
      .refine((v) => isIsoDay(v), { error: DUE_INVALID, abort: true })
      .refine((v) => v >= todayInCaracas(), DUE_PAST),
  })
  .transform(
    (v): TaskBody => ({
      taskTypeId: v.taskTypeId,
      title: v.title,
      description: v.description,
      priority: v.priority,
      expiredAt: dueAtOf(v.dueDate),
    }),
  );

export interface TaskFormValues {
  taskTypeId: number | null;
  title: string;
  description: string;
  priority: number | null;
  dueDate: string;
}

export function emptyTaskForm(): TaskFormValues {
  return { taskTypeId: null, title: '', description: '', priority: TaskPriority.Medium, dueDate: '' };
}

export function taskFormFrom(task: Task): TaskFormValues {
  return {
    taskTypeId: task.taskType.taskTypeId,
    title: task.title,
    description: task.description,
    priority: task.priority,
    dueDate: toCaracas(task.expiredAt).format('YYYY-MM-DD'),
  };
}
