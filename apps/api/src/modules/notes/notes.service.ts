import { TenantEventType } from '@vitrina/contract/enums/tenant';
import { NOTE_CONTENT_MAX, NOTE_REQUIRED, NOTE_TOO_LONG, type Note } from '@vitrina/contract/schemas/note';
import type { Db } from '../../db/client';
import { agentRef } from '../../lib/agent-view';
import { appError } from '../../lib/errors';
import { plainTextLength, sanitizeRichText } from '../../lib/rich-text';
import { tenantWrites } from '../tenants/tenants.repository';
import type { TenantsService } from '../tenants/tenants.service';
import { notesRepository, type NoteWithAuthor } from './notes.repository';

export const noteNotFound = () => appError('NOTE_NOT_FOUND');

function toNote(row: NoteWithAuthor): Note {
  const n = row.note;
  return {
    noteId: n.id,
    tenantId: n.tenantId,
    content: n.content,
    pinned: n.pinned,
    author: agentRef(n.agentId, row.authorFirstName, row.authorLastName),
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

/** The HTML as stored: sanitised, with 1 to NOTE_CONTENT_MAX visible characters (else 400 on `content`). */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  const length = plainTextLength(clean);
  if (length === 0) throw appError('VALIDATION_ERROR', undefined, { content: NOTE_REQUIRED });
  if (length > NOTE_CONTENT_MAX) throw appError('VALIDATION_ERROR', undefined, { content: NOTE_TOO_LONG });
  return clean;
}

/** An agent's own notes on a customer it has in its list. */
export function notesService(deps: { db: Db; tenants: TenantsService }) {
  const repo = notesRepository(deps.db);

  async function read(agentId: string, tenantId: string, noteId: string) {
    const row = await repo.find(agentId, tenantId, noteId);
    if (!row) throw noteNotFound();
    return toNote(row);
  }

  return {
    async list(agentId: string, tenantId: string, limit: number, offset: number) {
      await deps.tenants.assertLinked(agentId, tenantId);
      const { rows, total } = await repo.list(agentId, tenantId, limit, offset);
      return { rows: rows.map(toNote), total };
    },

    /** Adds the note and its timeline event (7) in one transaction. */
    async create(agentId: string, tenantId: string, body: { content: string; pinned?: boolean }) {
      await deps.tenants.assertLinked(agentId, tenantId);
      const content = cleanContent(body.content);
      const noteId = await repo.transaction(async (tx) => {
        const id = await repo.insert(tx, { agentId, tenantId, content, pinned: body.pinned ?? false });
        await tenantWrites.addActivity(tx, tenantId, agentId, TenantEventType.NoteAdded);
        return id;
      });
      return read(agentId, tenantId, noteId);
    },

    async update(agentId: string, tenantId: string, noteId: string, body: { content?: string; pinned?: boolean }) {
      await deps.tenants.assertLinked(agentId, tenantId);
      const values = { ...(body.content !== undefined ? { content: cleanContent(body.content) } : {}), ...(body.pinned !== undefined ? { pinned: body.pinned } : {}) };
      if (!(await repo.update(agentId, tenantId, noteId, values))) throw noteNotFound();
      return read(agentId, tenantId, noteId);
    },

    async remove(agentId: string, tenantId: string, noteId: string) {
      await deps.tenants.assertLinked(agentId, tenantId);
      if (!(await repo.remove(agentId, tenantId, noteId))) throw noteNotFound();
    },
  };
}

export type NotesService = ReturnType<typeof notesService>;
