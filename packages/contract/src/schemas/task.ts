import { z } from 'zod';
import { TASK_DUE_TABS, TASKS_PAGE_SIZE } from '../enums/task';
import { paginationQuery, positiveId, requiredString, text } from './common';

// In enums/task (no zod) so that the web's task lists do not load zod with them (issue 15).
export { TASK_DUE_TABS, TASKS_PAGE_SIZE, type TaskDueTab } from '../enums/task';

const isoDateTime = (required: string) =>
  requiredString(required)
    .min(1, { error: required, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v), {
      error: 'La fecha de vencimiento seleccionada no es válida',
      abort: true,
    });

/** Create and update body of a task (spec 2 §5). The "not before today" rule is checked by the service in Caracas time. */
export const taskBodySchema = z.strictObject({
  taskId: text().optional(),
  taskTypeId: positiveId('Debe seleccionar un tipo de tarea'),
  title: requiredString('Debe escribir el título')
    .trim()
    .min(1, { error: 'Debe escribir el título', abort: true })
    .min(3, 'El título debe tener al menos 3 caracteres')
    .max(50, 'El título no debe tener más de 50 caracteres'),
  description: requiredString('Debe escribir la descripción')
    .trim()
    .min(1, { error: 'Debe escribir la descripción', abort: true })
    .min(3, 'La descripción debe tener al menos 3 caracteres')
    .max(255, 'La descripción no debe tener más de 255 caracteres'),
  priority: z
    .number({ error: 'Debe seleccionar una prioridad' })
    .int('Debe seleccionar una prioridad')
    .min(1, 'Debe seleccionar una prioridad')
    .max(3, 'Debe seleccionar una prioridad'),
  expiredAt: isoDateTime('Debe seleccionar una fecha de vencimiento'),
});
export type TaskBody = z.input<typeof taskBodySchema>;

const dateFilter = text()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'La fecha no es válida')
  .optional();

export const taskListQuery = paginationQuery(TASKS_PAGE_SIZE).extend({
  status: z.coerce.number().int().min(1, 'El estado no es válido').max(3, 'El estado no es válido').optional(),
  priority: z.coerce.number().int().min(1, 'La prioridad no es válida').max(3, 'La prioridad no es válida').optional(),
  searchQuery: text().max(100, 'La búsqueda no debe tener más de 100 caracteres').optional(),
  startDate: dateFilter,
  endDate: dateFilter,
  orderBy: z.enum(['dueDate', 'createdAt', 'priority', 'title'], { error: 'El orden no es válido' }).default('dueDate'),
  orderType: z.enum(['asc', 'desc'], { error: 'El sentido del orden no es válido' }).default('asc'),
  /** Tab of the task page: overdue (in progress, due before now), today (due today in Caracas), upcoming (due after today), all. */
  due: z
    .enum(TASK_DUE_TABS, { error: 'El filtro de vencimiento no es válido' })
    .optional()
    .meta({ description: 'overdue: in progress and due before now; today: due today (America/Caracas); upcoming: due after today; all: any date' }),
});

export const taskTypesQuery = paginationQuery(100).extend({
  relationship: z.coerce.number().int().min(1).max(2).optional(),
});

export const taskAttachmentSchema = z.object({
  taskMediaId: z.string(),
  fileName: z.string(),
  url: z.string().describe('Signed link to open the file, valid 24 hours'),
  downloadUrl: z.string().describe('Signed link to download the file, valid 24 hours'),
  sizeMeasure: z.enum(['B', 'KB', 'MB']),
  sizeValue: z.number(),
  sizeBytes: z.number().int(),
  extension: z.string(),
  createdAt: z.string(),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

export const taskSchema = z.object({
  taskId: z.string(),
  relationship: z.number().int(),
  relationshipId: z.string(),
  agentId: z.string(),
  tenant: z.object({ tenantId: z.string(), fullName: z.string(), slug: z.string() }),
  title: z.string(),
  description: z.string(),
  status: z.number().int(),
  priority: z.number().int(),
  taskType: z.object({ taskTypeId: z.number().int(), name: z.string() }),
  attachments: z.array(taskAttachmentSchema),
  expiredAt: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** Size shown for an attachment: bytes under 1024, KB under 1 MiB, else MB, two decimals. */
export function formatFileSize(bytes: number): { value: number; measure: 'B' | 'KB' | 'MB'; text: string } {
  if (bytes < 1024) return { value: bytes, measure: 'B', text: `${bytes.toFixed(2)} B` };
  if (bytes < 1048576) {
    const value = Math.round((bytes / 1024) * 100) / 100;
    return { value, measure: 'KB', text: `${value.toFixed(2)} KB` };
  }
  const value = Math.round((bytes / 1048576) * 100) / 100;
  return { value, measure: 'MB', text: `${value.toFixed(2)} MB` };
}
