import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageWithTotal, totalOf } from '../../lib/paging';
import { agents, tenantNotes } from '../../db/schema/index';

export type NoteRow = typeof tenantNotes.$inferSelect;

const withAuthor = { note: tenantNotes, authorFirstName: agents.firstName, authorLastName: agents.lastName };

/** Every read and write names the agent: another agent's note is not found. */
export function notesRepository(db: Db) {
  const own = (agentId: string, tenantId: string, noteId: string) =>
    and(eq(tenantNotes.id, noteId), eq(tenantNotes.tenantId, tenantId), eq(tenantNotes.agentId, agentId));

  return {
    async list(agentId: string, tenantId: string, limit: number, offset: number) {
      const where = and(eq(tenantNotes.tenantId, tenantId), eq(tenantNotes.agentId, agentId));
      const countAll = db.select({ n: count() }).from(tenantNotes).where(where);
      return pageWithTotal(
        db
          .select({ ...withAuthor, total: totalOf(countAll) })
          .from(tenantNotes)
          .innerJoin(agents, eq(agents.id, tenantNotes.agentId))
          .where(where)
          .orderBy(desc(tenantNotes.pinned), desc(tenantNotes.createdAt), desc(tenantNotes.id))
          .limit(limit)
          .offset(offset),
        offset,
        async () => Number((await countAll)[0]?.n ?? 0),
      );
    },

    async find(agentId: string, tenantId: string, noteId: string) {
      const [row] = await db
        .select(withAuthor)
        .from(tenantNotes)
        .innerJoin(agents, eq(agents.id, tenantNotes.agentId))
        .where(own(agentId, tenantId, noteId))
        .limit(1);
      return row ?? null;
    },

    insert: async (tx: Db, values: typeof tenantNotes.$inferInsert) => (await tx.insert(tenantNotes).values(values).returning({ id: tenantNotes.id }))[0]!.id,

    async update(agentId: string, tenantId: string, noteId: string, values: { content?: string; pinned?: boolean }) {
      const rows = await db
        .update(tenantNotes)
        .set({ ...values, updatedAt: new Date() })
        .where(own(agentId, tenantId, noteId))
        .returning({ id: tenantNotes.id });
      return rows.length > 0;
    },

    async remove(agentId: string, tenantId: string, noteId: string) {
      const rows = await db.delete(tenantNotes).where(own(agentId, tenantId, noteId)).returning({ id: tenantNotes.id });
      return rows.length > 0;
    },

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
  };
}

export type NoteWithAuthor = NonNullable<Awaited<ReturnType<ReturnType<typeof notesRepository>['find']>>>;
