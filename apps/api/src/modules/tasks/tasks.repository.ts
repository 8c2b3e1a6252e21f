import { and, asc, count, desc, eq, gt, gte, inArray, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import { TaskStatus } from '@vitrina/contract/enums/task';
import type { Db } from '../../db/client';
import { pageWithTotal, totalOf } from '../../lib/paging';
import { taskAttachments, tasks, taskTypes, tenants } from '../../db/schema/index';

export type TaskRow = typeof tasks.$inferSelect;
export type AttachmentRow = typeof taskAttachments.$inferSelect;

export interface TaskFilters {
  tenantId?: string;
  status?: number;
  priority?: number;
  pattern: string | null;
  startDate?: Date;
  endDate?: Date;
  /** Tab of the task page, resolved against `now` and the Caracas day [dayStart, dayEnd]. */
  due?: { tab: 'overdue' | 'today' | 'upcoming' | 'all'; now: Date; dayStart: Date; dayEnd: Date };
  orderBy: 'dueDate' | 'createdAt' | 'priority' | 'title';
  orderType: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const orderColumns = { dueDate: tasks.expiredAt, createdAt: tasks.createdAt, priority: tasks.priority, title: tasks.title };

const taskSelect = {
  task: tasks,
  typeName: taskTypes.name,
  tenantFirstName: tenants.firstName,
  tenantLastName: tenants.lastName,
  tenantSlug: tenants.slug,
};
export type TaskJoined = { task: TaskRow; typeName: string; tenantFirstName: string; tenantLastName: string; tenantSlug: string };

function dueConditions(due: TaskFilters['due']): Array<SQL | undefined> {
  if (!due || due.tab === 'all') return [];
  if (due.tab === 'overdue') return [eq(tasks.status, TaskStatus.InProgress), lt(tasks.expiredAt, due.now)];
  if (due.tab === 'today') return [gte(tasks.expiredAt, due.dayStart), lte(tasks.expiredAt, due.dayEnd)];
  return [gt(tasks.expiredAt, due.dayEnd)];
}

/**
 * Whether the task has files, read with the page (an index probe per row): most pages have none,
 * and then their attachments cost no second round trip.
 */
const hasAttachments = () =>
  sql<boolean>`exists (select 1 from ${taskAttachments} where ${taskAttachments.taskId} = ${tasks.id})`.mapWith((v: unknown) => v === true || v === 't');

/** Tasks belong to the agent who made them; every query is scoped by that agent. */
export function tasksRepository(db: Db) {
  const joined = () =>
    db
      .select(taskSelect)
      .from(tasks)
      .innerJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId))
      .innerJoin(tenants, eq(tenants.id, tasks.tenantId))
      .$dynamic();

  return {
    async list(agentId: string, f: TaskFilters) {
      const conditions: Array<SQL | undefined> = [
        eq(tasks.agentId, agentId),
        f.tenantId ? eq(tasks.tenantId, f.tenantId) : undefined,
        f.status ? eq(tasks.status, f.status) : undefined,
        f.priority ? eq(tasks.priority, f.priority) : undefined,
        f.pattern ? like(tasks.searchText, f.pattern) : undefined,
        f.startDate ? gte(tasks.expiredAt, f.startDate) : undefined,
        f.endDate ? lte(tasks.expiredAt, f.endDate) : undefined,
        ...dueConditions(f.due),
      ];
      const where = and(...conditions);
      const dir = f.orderType === 'desc' ? desc : asc;
      // By due date ascending, overdue tasks still in progress come first (spec 2: the customer's tasks tab).
      // Among in-progress tasks only, that is plain due-date order (the overdue are the earliest), which
      // lets PostgreSQL read the page in index order and stop at its limit.
      const now = f.due?.now ?? new Date();
      const overdueFirst = sql`case when ${and(eq(tasks.status, TaskStatus.InProgress), lt(tasks.expiredAt, now))} then 0 else 1 end`;
      const order = f.orderBy === 'dueDate' && f.orderType === 'asc' && f.status !== TaskStatus.InProgress ? [asc(overdueFirst)] : [];
      const countAll = db.select({ n: count() }).from(tasks).where(where);
      return pageWithTotal(
        db
          .select({ ...taskSelect, hasAttachments: hasAttachments(), total: totalOf(countAll) })
          .from(tasks)
          .innerJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId))
          .innerJoin(tenants, eq(tenants.id, tasks.tenantId))
          .where(where)
          .orderBy(...order, dir(orderColumns[f.orderBy]), asc(tasks.id))
          .limit(f.limit)
          .offset(f.offset),
        f.offset,
        async () => Number((await countAll)[0]?.n ?? 0),
      );
    },

    /** Tasks per tab of the task page, with the same agent, customer, status, priority and search. */
    async countByDue(agentId: string, f: Pick<TaskFilters, 'tenantId' | 'status' | 'priority' | 'pattern'>, due: NonNullable<TaskFilters['due']>) {
      const where = and(
        eq(tasks.agentId, agentId),
        f.tenantId ? eq(tasks.tenantId, f.tenantId) : undefined,
        f.status ? eq(tasks.status, f.status) : undefined,
        f.priority ? eq(tasks.priority, f.priority) : undefined,
        f.pattern ? like(tasks.searchText, f.pattern) : undefined,
      );
      const counted = (tab: 'overdue' | 'today' | 'upcoming') => sql<number>`count(*) filter (where ${and(...dueConditions({ ...due, tab }))})`;
      const [row] = await db
        .select({ overdue: counted('overdue'), today: counted('today'), upcoming: counted('upcoming'), all: count() })
        .from(tasks)
        .where(where);
      return { overdue: Number(row?.overdue ?? 0), today: Number(row?.today ?? 0), upcoming: Number(row?.upcoming ?? 0), all: Number(row?.all ?? 0) };
    },

    async find(agentId: string, tenantId: string, taskId: string): Promise<TaskJoined | null> {
      const [row] = await joined()
        .where(and(eq(tasks.agentId, agentId), eq(tasks.tenantId, tenantId), eq(tasks.id, taskId)))
        .limit(1);
      return row ?? null;
    },

    async attachmentsOf(taskIds: string[]): Promise<AttachmentRow[]> {
      if (taskIds.length === 0) return [];
      return db.select().from(taskAttachments).where(inArray(taskAttachments.taskId, taskIds)).orderBy(asc(taskAttachments.createdAt));
    },

    async findAttachment(agentId: string, taskId: string, attachmentId: string) {
      const [row] = await db
        .select()
        .from(taskAttachments)
        .where(and(eq(taskAttachments.agentId, agentId), eq(taskAttachments.taskId, taskId), eq(taskAttachments.id, attachmentId)))
        .limit(1);
      return row ?? null;
    },

    async findAttachmentById(attachmentId: string) {
      const [row] = await db.select().from(taskAttachments).where(eq(taskAttachments.id, attachmentId)).limit(1);
      return row ?? null;
    },

    async taskType(taskTypeId: number) {
      const [row] = await db.select().from(taskTypes).where(eq(taskTypes.id, taskTypeId)).limit(1);
      return row ?? null;
    },

    listTypes: (relationship?: number) =>
      db
        .select()
        .from(taskTypes)
        .where(relationship ? eq(taskTypes.relationship, relationship) : undefined)
        .orderBy(asc(taskTypes.relationship), asc(taskTypes.type)),

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    insertTask: async (tx: Db, values: typeof tasks.$inferInsert) => (await tx.insert(tasks).values(values).returning())[0]!,

    /** Whether the agent has an InProgress task of the customer with this title (inside `tx`). */
    hasOpenTask: async (tx: Db, agentId: string, tenantId: string, title: string) =>
      (
        await tx
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.agentId, agentId), eq(tasks.tenantId, tenantId), eq(tasks.status, TaskStatus.InProgress), eq(tasks.title, title)))
          .limit(1)
      ).length > 0,

    updateTask: (agentId: string, taskId: string, values: Partial<typeof tasks.$inferInsert>) =>
      db
        .update(tasks)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(tasks.agentId, agentId), eq(tasks.id, taskId)))
        .returning({ id: tasks.id }),

    /** Moves the status only if it is still `from` (two concurrent moves cannot both win). */
    moveStatus: (agentId: string, taskId: string, from: number, values: Partial<typeof tasks.$inferInsert>) =>
      db
        .update(tasks)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(tasks.agentId, agentId), eq(tasks.id, taskId), eq(tasks.status, from)))
        .returning({ id: tasks.id }),

    deleteTask: (agentId: string, taskId: string) =>
      db.delete(tasks).where(and(eq(tasks.agentId, agentId), eq(tasks.id, taskId))),

    insertAttachment: async (values: typeof taskAttachments.$inferInsert) =>
      (await db.insert(taskAttachments).values(values).returning())[0]!,

    countAttachments: async (taskId: string) =>
      Number((await db.select({ n: count() }).from(taskAttachments).where(eq(taskAttachments.taskId, taskId)))[0]?.n ?? 0),

    deleteAttachment: (agentId: string, attachmentId: string) =>
      db.delete(taskAttachments).where(and(eq(taskAttachments.agentId, agentId), eq(taskAttachments.id, attachmentId))),
  };
}
