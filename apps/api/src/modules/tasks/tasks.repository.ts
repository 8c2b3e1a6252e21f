import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import { TaskStatus } from '@vitrina/contract/enums/task';
import type { Db } from '../../db/client';
import { checkedPage, totalOf, UNNAMED_STATEMENT } from '../../lib/paging';
import { withCompiledRows } from '../../lib/compiled-rows';
import { liveSessionJoin, sessionCheckValues, type SessionCheck } from '../../plugins/session-claims';
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

// A task as answered: every column but the search text (about a fifth of a row's bytes, never shown).
const { searchText: _searchText, ...answeredColumns } = getTableColumns(tasks);
const orderColumns = { dueDate: tasks.expiredAt, createdAt: tasks.createdAt, priority: tasks.priority, title: tasks.title };

const taskSelect = {
  task: answeredColumns,
  typeName: taskTypes.name,
  tenantFirstName: tenants.firstName,
  tenantLastName: tenants.lastName,
  tenantSlug: tenants.slug,
};
export type TaskJoined = { task: Omit<TaskRow, 'searchText'>; typeName: string; tenantFirstName: string; tenantLastName: string; tenantSlug: string };

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

/**
 * Below this offset, a list read in index order (`namedShape`) takes its page's whole rows from the
 * index walk; from it on, only the ids (an index-only walk over the skipped rows), then those rows.
 */
const DEEP_OFFSET = 100;

/** Which filters a task list uses and how it is ordered: one prepared statement per shape. */
function listShape(f: TaskFilters, check: SessionCheck) {
  const status = f.status ? (f.status === TaskStatus.InProgress ? 'p' : 's') : '';
  // By due date ascending, overdue tasks still in progress come first (spec 2: the customer's tasks tab).
  // Among in-progress tasks only, that is plain due-date order (the overdue are the earliest), which
  // lets PostgreSQL read the page in index order and stop at its limit.
  const overdueFirst = f.orderBy === 'dueDate' && f.orderType === 'asc' && status !== 'p';
  const shape = {
    session: Boolean(check),
    tenant: Boolean(f.tenantId),
    status,
    priority: Boolean(f.priority),
    pattern: Boolean(f.pattern),
    start: Boolean(f.startDate),
    end: Boolean(f.endDate),
    due: f.due && f.due.tab !== 'all' ? f.due.tab : '',
    orderBy: f.orderBy,
    orderType: f.orderType,
    overdueFirst,
    shallow: false,
  };
  shape.shallow = namedShape(shape) && f.offset < DEEP_OFFSET;
  return shape;
}
type ListShape = ReturnType<typeof listShape>;

const placeholder = sql.placeholder;

/** The due tab's conditions with the clock as parameters (`now`, `dayStart`, `dayEnd`). */
function duePlaceholders(tab: ListShape['due']): Array<SQL | undefined> {
  if (tab === 'overdue') return [eq(tasks.status, TaskStatus.InProgress), lt(tasks.expiredAt, placeholder('now'))];
  if (tab === 'today') return [gte(tasks.expiredAt, placeholder('dayStart')), lte(tasks.expiredAt, placeholder('dayEnd'))];
  if (tab === 'upcoming') return [gt(tasks.expiredAt, placeholder('dayEnd'))];
  return [];
}

/**
 * Whether PostgreSQL may keep one plan per connection for the shape (a named statement), checked as
 * generic plans against planned ones on PostgreSQL 15 for agents of 88, 2,000 and 10,000 tasks and deep
 * pages (bench/NOTES.md 'Session 13: server'): a list by status ordered by due date, without the
 * overdue-first key, walks `tasks_agent_status_due_id_idx` in order and stops at its page, with or
 * without a date window or a tab. The other shapes are planned on every call (UNNAMED_STATEMENT):
 * without a status, the generic plan of a date window read and sorted all of a big agent's tasks.
 */
function namedShape(shape: Omit<ListShape, 'shallow'>) {
  return Boolean(shape.status) && shape.orderBy === 'dueDate' && !shape.overdueFirst && !shape.tenant && !shape.priority && !shape.pattern;
}

/**
 * A task list's page (with its total, and whether each task has files) and its count, built once per
 * database and shape: drizzle does not rebuild the SQL per call, only fills in the values (every value
 * is a parameter). The page's ids are chosen first, from `tasks` alone, and only those are joined: a
 * deep page (offset 5,000 of an agent's 18,000) no longer joins the 5,000 rows it skips. With
 * `shape.session`, the page is right-joined to the claimed session (plugins/session-claims.ts `liveSessionJoin`).
 */
function prepareList(db: Db, shape: ListShape, name: string) {
  const where = and(
    eq(tasks.agentId, placeholder('agentId')),
    shape.tenant ? eq(tasks.tenantId, placeholder('tenantId')) : undefined,
    shape.status ? eq(tasks.status, placeholder('status')) : undefined,
    shape.priority ? eq(tasks.priority, placeholder('priority')) : undefined,
    shape.pattern ? like(tasks.searchText, placeholder('pattern')) : undefined,
    shape.start ? gte(tasks.expiredAt, placeholder('startDate')) : undefined,
    shape.end ? lte(tasks.expiredAt, placeholder('endDate')) : undefined,
    ...duePlaceholders(shape.due),
  );
  const dir = shape.orderType === 'desc' ? desc : asc;
  const overdueKey = sql`case when ${and(eq(tasks.status, TaskStatus.InProgress), lt(tasks.expiredAt, placeholder('now')))} then 0 else 1 end`;
  const order = [...(shape.overdueFirst ? [asc(overdueKey)] : []), dir(orderColumns[shape.orderBy]), asc(tasks.id)];
  const statement = namedShape(shape) ? name : UNNAMED_STATEMENT;
  const countAll = db.select({ n: count() }).from(tasks).where(where);
  const chosen = db.select(shape.shallow ? answeredColumns : { id: tasks.id }).from(tasks).where(where).orderBy(...order).limit(placeholder('limit')).offset(placeholder('offset'));
  // A first page read in index order takes its rows whole from the walk that stops at its limit: the
  // page's own rows stand in for the table under its name ("tasks"), so the outer statement's columns
  // (and drizzle's reading of them) are the table's. Deeper, the page's ids are chosen first (an
  // index-only walk over the skipped rows) and only those rows are read. The ids-first form probed
  // the primary key again for each row of a first page (bench/NOTES.md 'Session 25').
  const source = shape.shallow ? (chosen.as('tasks') as unknown as typeof tasks) : tasks;
  const page = db
    .select({ ...taskSelect, hasAttachments: hasAttachments(), total: totalOf(countAll) })
    .from(source)
    .innerJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId))
    .innerJoin(tenants, eq(tenants.id, tasks.tenantId))
    .$dynamic();
  const onPage = shape.shallow ? sql`true` : inArray(tasks.id, chosen);
  if (!shape.session) return { page: withCompiledRows(page.where(onPage).orderBy(...order).prepare(statement)), countAll: countAll.prepare(statement && `${statement}_count`) };
  // The claimed session's row, right-joined: no row without a live session, a row of nulls (with the
  // total) for an empty page, so no separate count or look-up follows (as the customer list).
  return { page: withCompiledRows(page.rightJoin(liveSessionJoin(db), onPage).orderBy(...order).prepare(statement)), countAll: null };
}

const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareList>>>();

function listQueries(db: Db, f: TaskFilters, check: SessionCheck) {
  const shape = listShape(f, check);
  // e.g. tasks_list_0p0011_all_dueDate_asc: a flag per optional filter (p: in progress), the due tab, the order.
  const flags = [shape.tenant, shape.status || '0', shape.priority, shape.pattern, shape.start, shape.end].map((v) => (v === true ? '1' : v === false ? '0' : v)).join('');
  const key = `tasks_list_${flags}_${shape.due || 'all'}_${shape.orderBy}_${shape.orderType}${shape.shallow ? '_first' : ''}${shape.session ? '_s' : ''}`;
  let byName = listStatements.get(db);
  if (!byName) listStatements.set(db, (byName = new Map()));
  let found = byName.get(key);
  if (!found) byName.set(key, (found = prepareList(db, shape, key)));
  return found;
}

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
    /** A page of the agent's tasks and their total; with `check`, none unless that session is live. */
    async list(agentId: string, f: TaskFilters, check: SessionCheck = null) {
      const { page, countAll } = listQueries(db, f, check);
      const now = f.due?.now ?? new Date();
      // Dates leave as drizzle writes a timestamp parameter (ISO text), so the SQL sees what it saw unprepared.
      const values = {
        agentId,
        tenantId: f.tenantId ?? null,
        status: f.status ?? null,
        priority: f.priority ?? null,
        pattern: f.pattern,
        startDate: f.startDate?.toISOString() ?? null,
        endDate: f.endDate?.toISOString() ?? null,
        now: now.toISOString(),
        dayStart: f.due?.dayStart.toISOString() ?? null,
        dayEnd: f.due?.dayEnd.toISOString() ?? null,
        limit: f.limit,
        offset: f.offset,
        ...sessionCheckValues(check),
      };
      const count = countAll && (async () => Number((await countAll.execute(values))[0]?.n ?? 0));
      return checkedPage(await page.execute(values), (r): r is typeof r & TaskJoined => r.task !== null, Boolean(check), f.offset, count);
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

    /** A promise (a drizzle query is a lazy thenable: each `await` of the builder itself runs it again). */
    listTypes: async (relationship?: number) =>
      await db
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
