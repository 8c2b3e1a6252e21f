import { ts } from './columns';
import { bigint, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { agentIdColumn } from './agents';
import { tenants } from './tenants';


export const taskTypes = pgTable(
  'task_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    relationship: smallint('relationship').notNull(),
  },
  (t) => [unique('task_types_relationship_type').on(t.relationship, t.type)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agentIdColumn(),
    relationship: smallint('relationship').notNull().default(1),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    taskTypeId: integer('task_type_id')
      .notNull()
      .references(() => taskTypes.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Lowercased, accent-free title and description. */
    searchText: text('search_text').notNull(),
    status: smallint('status').notNull().default(1),
    priority: smallint('priority').notNull().default(2),
    expiredAt: ts('expired_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    canceledAt: ts('canceled_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The id ends the key as it ends the task list's order (due date, then id): a list by status
    // reads its page in index order and stops at the limit, even as a generic plan (named statement).
    index('tasks_agent_status_due_id_idx').on(t.agentId, t.status, t.expiredAt, t.id),
    index('tasks_agent_due_idx').on(t.agentId, t.expiredAt),
    index('tasks_tenant_agent_due_idx').on(t.tenantId, t.agentId, t.expiredAt),
  ],
);

export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    agentId: agentIdColumn(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('task_attachments_task_idx').on(t.taskId)],
);
