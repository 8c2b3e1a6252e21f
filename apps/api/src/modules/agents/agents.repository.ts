import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstOrNull } from '../../db/first-row';
import { agents, countryLocations, tasksCompleted } from '../../db/schema/index';

export type AgentChanges = Partial<typeof agents.$inferInsert>;

export function agentsRepository(db: Db) {
  return {
    findAgent: (agentId: string) => firstOrNull(db.select().from(agents).where(eq(agents.id, agentId)).limit(1)),

    findLocation: (locationId: number) => firstOrNull(db.select().from(countryLocations).where(eq(countryLocations.id, locationId)).limit(1)),

    /** Applies the changes; `after` runs in the same transaction (milestones). */
    async update(agentId: string, changes: AgentChanges, after?: (tx: Db) => Promise<void>) {
      await db.transaction(async (tx) => {
        await tx.update(agents).set({ ...changes, updatedAt: new Date() }).where(eq(agents.id, agentId));
        if (after) await after(tx as unknown as Db);
      });
    },

    async listMilestones(agentId: string, limit: number, offset: number) {
      const where = eq(tasksCompleted.agentId, agentId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ taskCompletedId: tasksCompleted.id, type: tasksCompleted.type, agentId: tasksCompleted.agentId })
          .from(tasksCompleted)
          .where(where)
          .orderBy(asc(tasksCompleted.type))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(tasksCompleted).where(and(where)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
