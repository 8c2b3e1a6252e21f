/** Task codes of spec 2 §3 and §9. */

/** Page size of the task lists (GET /agents/tasks and /tenants/{id}/tasks). */
export const TASKS_PAGE_SIZE = 20;

/** Tabs of the agent's task page (`due` query of GET /agents/tasks and /tenants/{id}/tasks). */
export const TASK_DUE_TABS = ['overdue', 'today', 'upcoming', 'all'] as const;
export type TaskDueTab = (typeof TASK_DUE_TABS)[number];

export const TaskStatus = { InProgress: 1, Completed: 2, Cancelled: 3 } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];
export const taskStatusLabels: Record<TaskStatus, string> = { 1: 'En progreso', 2: 'Completada', 3: 'Cancelada' };

export const TaskPriority = { Low: 1, Medium: 2, High: 3 } as const;
export type TaskPriority = (typeof TaskPriority)[keyof typeof TaskPriority];
export const taskPriorityLabels: Record<TaskPriority, string> = { 1: 'Prioridad Baja', 2: 'Prioridad Media', 3: 'Prioridad Alta' };

export const TaskRelationship = { Tenant: 1, Property: 2 } as const;
export type TaskRelationship = (typeof TaskRelationship)[keyof typeof TaskRelationship];

/** Allowed status moves (spec 2 §4): the server refuses any other with 409. */
export const taskTransitions: Record<TaskStatus, TaskStatus[]> = {
  1: [2, 3],
  2: [1],
  3: [1],
};

export function canMoveTask(from: TaskStatus, to: TaskStatus): boolean {
  return taskTransitions[from].includes(to);
}

/** Task attachments (DECISIONS §3): extensions allowed, checked from the bytes. */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'csv', 'txt', 'jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** A task holds at most this many attachments; the next upload answers 409 ATTACHMENT_LIMIT_REACHED. */
export const MAX_ATTACHMENTS_PER_TASK = 20;
