import type { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, canMoveTask, TaskRelationship, TaskStatus, MAX_ATTACHMENTS_PER_TASK } from '@vitrina/contract/enums/task';
import { TenantEventType } from '@vitrina/contract/enums/tenant';
import type { taskBodySchema, taskListQuery } from '@vitrina/contract/schemas/task';
import type { Db } from '../../db/client';
import { checkAttachment, safeFileName } from '../../lib/attachments';
import { appError } from '../../lib/errors';
import { newFileKey } from '../../lib/files';
import { containsPattern, searchText } from '../../lib/search-text';
import type { SignedUrls } from '../../lib/signed-url';
import type { SessionCheck } from '../../plugins/session-claims';
import type { Storage } from '../../plugins/storage/storage';
import { tenantWrites } from '../tenants/tenants.repository';
import type { TenantsService } from '../tenants/tenants.service';
import { tasksRepository } from './tasks.repository';
import { toAttachment, toTask } from './task-view';

type TaskBody = z.output<typeof taskBodySchema>;
type TaskQuery = z.output<typeof taskListQuery>;
type NewTenantTask = { taskTypeId: number; title: string; description: string; priority: number; expiredAt: Date };

export const taskNotFound = () => appError('TASK_NOT_FOUND');
const attachmentNotFound = () => appError('ATTACHMENT_NOT_FOUND');

/** YYYY-MM-DD of an instant in Caracas. */
export function caracasDay(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(d);
}

/** Now, and the first and last instant of today in Caracas (UTC-4 all year, no daylight saving). */
export function caracasToday(now: Date): { now: Date; dayStart: Date; dayEnd: Date } {
  const dayStart = new Date(`${caracasDay(now)}T00:00:00.000-04:00`);
  return { now, dayStart, dayEnd: new Date(dayStart.getTime() + 86_400_000 - 1) };
}

export function tasksService(deps: { db: Db; storage: Storage; links: SignedUrls; tenants: TenantsService }) {
  const repo = tasksRepository(deps.db);

  async function load(agentId: string, tenantId: string, taskId: string) {
    const row = await repo.find(agentId, tenantId, taskId);
    if (!row) throw taskNotFound();
    return row;
  }

  async function view(agentId: string, tenantId: string, taskId: string) {
    const row = await load(agentId, tenantId, taskId);
    return toTask(row, await repo.attachmentsOf([taskId]), deps.links);
  }

  async function checkBody(body: TaskBody) {
    const type = await repo.taskType(body.taskTypeId);
    if (!type || type.relationship !== TaskRelationship.Tenant) {
      throw appError('VALIDATION_ERROR', undefined, { taskTypeId: 'Debe seleccionar un tipo de tarea' });
    }
    const due = new Date(body.expiredAt);
    if (caracasDay(due) < caracasDay(new Date())) {
      throw appError('VALIDATION_ERROR', undefined, { expiredAt: 'La fecha de vencimiento es menor a la fecha actual' });
    }
    return due;
  }

  /** Inserts an InProgress task of a linked customer and tells the customer's timeline, inside `tx`. */
  async function insertForTenant(tx: Db, agentId: string, tenantId: string, t: NewTenantTask) {
    const created = await repo.insertTask(tx, {
      agentId,
      tenantId,
      relationship: TaskRelationship.Tenant,
      taskTypeId: t.taskTypeId,
      title: t.title,
      description: t.description,
      searchText: searchText([t.title, t.description]),
      priority: t.priority,
      expiredAt: t.expiredAt,
    });
    await tenantWrites.addActivity(tx, tenantId, agentId, TenantEventType.TaskAdded);
    return created;
  }

  async function list(agentId: string, q: TaskQuery, tenantId?: string, check: SessionCheck = null) {
    const { rows, total, sessionLive } = await repo.list(agentId, {
      ...q,
      tenantId,
      pattern: q.searchQuery ? containsPattern(q.searchQuery) : null,
      startDate: q.startDate ? new Date(q.startDate) : undefined,
      endDate: q.endDate ? new Date(q.endDate) : undefined,
      due: q.due ? { tab: q.due, ...caracasToday(new Date()) } : undefined,
    }, check);
    const attachments = await repo.attachmentsOf(rows.filter((r) => r.hasAttachments).map((r) => r.task.id));
    return { rows: rows.map((r) => toTask(r, attachments, deps.links)), total, sessionLive };
  }

  // The task types are a catalogue written only by the seed, which runs before the server listens:
  // read once, then served from memory (the floor of every signed-in screen asks for it). An empty
  // read (a database not seeded yet) or a failed one is not kept, so the next call reads again.
  let allTypes: Promise<Awaited<ReturnType<typeof repo.listTypes>>> | null = null;
  function catalogue() {
    if (!allTypes) {
      const reading = repo.listTypes();
      allTypes = reading;
      reading.then(
        (rows) => {
          if (rows.length === 0 && allTypes === reading) allTypes = null;
        },
        () => {
          if (allTypes === reading) allTypes = null;
        },
      );
    }
    return allTypes;
  }
  async function listTypes(relationship?: number) {
    const all = await catalogue();
    return relationship ? all.filter((t) => t.relationship === relationship) : all;
  }

  return {
    listTypes,

    /** The id of a seeded task type (relationship 1 customer, 2 property; `type` its code). */
    async typeId(relationship: number, type: number) {
      const found = (await listTypes(relationship)).find((t) => t.type === type);
      if (!found) throw new Error(`task type ${relationship}/${type} is not seeded`);
      return found.id;
    },

    /** For other modules (leads): a task of a customer the agent is linked to, in the caller's transaction. */
    insertForTenant,

    /** For other modules (leads): whether an InProgress task of the customer already has this title. */
    hasOpenTask: (tx: Db, agentId: string, tenantId: string, title: string) => repo.hasOpenTask(tx, agentId, tenantId, title),

    /** With `check`, the list's statement checks that session is live (no rows without it: plugins/auth.ts `listChecked`). */
    listForAgent: (agentId: string, q: TaskQuery, check: SessionCheck = null) => list(agentId, q, undefined, check),

    /** How many tasks each tab of the task page holds, with the same search and status. */
    countTabs: (agentId: string, q: TaskQuery) =>
      repo.countByDue(agentId, { ...q, pattern: q.searchQuery ? containsPattern(q.searchQuery) : null }, { tab: 'all', ...caracasToday(new Date()) }),

    async listForTenant(agentId: string, tenantId: string, q: TaskQuery) {
      await deps.tenants.assertLinked(agentId, tenantId);
      return list(agentId, q, tenantId);
    },

    async get(agentId: string, tenantId: string, taskId: string) {
      await deps.tenants.assertLinked(agentId, tenantId);
      return view(agentId, tenantId, taskId);
    },

    async create(agentId: string, tenantId: string, body: TaskBody) {
      await deps.tenants.assertLinked(agentId, tenantId);
      const expiredAt = await checkBody(body);
      const task = await repo.transaction((tx) => insertForTenant(tx, agentId, tenantId, { ...body, expiredAt }));
      return view(agentId, tenantId, task.id);
    },

    async update(agentId: string, tenantId: string, taskId: string, body: TaskBody) {
      await deps.tenants.assertLinked(agentId, tenantId);
      const current = await load(agentId, tenantId, taskId);
      if (body.taskId && body.taskId !== taskId) {
        throw appError('VALIDATION_ERROR', undefined, { taskId: 'El identificador no coincide con la tarea' });
      }
      if (current.task.status !== TaskStatus.InProgress) {
        throw appError('TASK_NOT_EDITABLE');
      }
      const expiredAt = await checkBody(body);
      const updated = await repo.moveStatus(agentId, taskId, TaskStatus.InProgress, {
        taskTypeId: body.taskTypeId,
        title: body.title,
        description: body.description,
        searchText: searchText([body.title, body.description]),
        priority: body.priority,
        expiredAt,
      });
      if (updated.length === 0) throw appError('TASK_NOT_EDITABLE');
      return view(agentId, tenantId, taskId);
    },

    async move(agentId: string, tenantId: string, taskId: string, to: TaskStatus) {
      await deps.tenants.assertLinked(agentId, tenantId);
      const current = await load(agentId, tenantId, taskId);
      const from = current.task.status as TaskStatus;
      const refused = () => appError('TASK_STATUS_TRANSITION_INVALID');
      if (!canMoveTask(from, to)) throw refused();
      const now = new Date();
      const values =
        to === TaskStatus.Completed
          ? { status: to, completedAt: now, canceledAt: null }
          : to === TaskStatus.Cancelled
            ? { status: to, canceledAt: now, completedAt: null }
            : { status: to, completedAt: null, canceledAt: null };
      if ((await repo.moveStatus(agentId, taskId, from, values)).length === 0) throw refused();
      return view(agentId, tenantId, taskId);
    },

    async remove(agentId: string, tenantId: string, taskId: string) {
      await deps.tenants.assertLinked(agentId, tenantId);
      await load(agentId, tenantId, taskId);
      const files = await repo.attachmentsOf([taskId]);
      await repo.deleteTask(agentId, taskId);
      await Promise.all(files.map((f) => deps.storage.delete(f.storageKey).catch(() => undefined)));
    },

    async addAttachment(agentId: string, tenantId: string, taskId: string, upload: { buffer: Buffer; filename: string }) {
      const fileName = safeFileName(upload.filename);
      const { ext, contentType, buffer } = await checkAttachment(upload.buffer, fileName);
      if ((await repo.countAttachments(taskId)) >= MAX_ATTACHMENTS_PER_TASK) {
        throw appError('ATTACHMENT_LIMIT_REACHED', `Una tarea admite hasta ${MAX_ATTACHMENTS_PER_TASK} archivos`);
      }
      const key = newFileKey(`attachments/${agentId}`, ext === 'jpeg' ? 'jpg' : ext);
      await deps.storage.put(key, buffer, contentType);
      try {
        await repo.insertAttachment({ taskId, agentId, fileName, storageKey: key, extension: ext, contentType, sizeBytes: buffer.length });
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined);
        throw err;
      }
      return view(agentId, tenantId, taskId);
    },

    /** Checks that the task is the agent's before any byte of an upload is read. */
    async assertTask(agentId: string, tenantId: string, taskId: string) {
      await deps.tenants.assertLinked(agentId, tenantId);
      await load(agentId, tenantId, taskId);
    },

    async removeAttachment(agentId: string, tenantId: string, taskId: string, attachmentId: string) {
      await deps.tenants.assertLinked(agentId, tenantId);
      await load(agentId, tenantId, taskId);
      const file = await repo.findAttachment(agentId, taskId, attachmentId);
      if (!file) throw attachmentNotFound();
      await repo.deleteAttachment(agentId, attachmentId);
      await deps.storage.delete(file.storageKey).catch(() => undefined);
      return view(agentId, tenantId, taskId);
    },

    /** The attachment record of the agent's task, for an authenticated download. */
    async attachmentFor(agentId: string, tenantId: string, taskId: string, attachmentId: string) {
      await deps.tenants.assertLinked(agentId, tenantId);
      await load(agentId, tenantId, taskId);
      const file = await repo.findAttachment(agentId, taskId, attachmentId);
      if (!file) throw attachmentNotFound();
      return file;
    },

    attachmentById: (attachmentId: string) => repo.findAttachmentById(attachmentId),
    attachmentView: (row: Parameters<typeof toAttachment>[0]) => toAttachment(row, deps.links),
    maxAttachmentBytes: ATTACHMENT_MAX_BYTES,
  };
}

export type TasksService = ReturnType<typeof tasksService>;
