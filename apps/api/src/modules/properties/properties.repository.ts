import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';

/** The agent's own listings; another agent's listing is not found. */
export function propertiesRepository(db: Db) {
  return {
    async find(agentId: string, propertyId: string) {
      const [row] = await db
        .select()
        .from(properties)
        .where(and(eq(properties.agentId, agentId), eq(properties.id, propertyId)))
        .limit(1);
      return row ?? null;
    },

    setStatus: (agentId: string, propertyId: string, status: number) =>
      db
        .update(properties)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(properties.agentId, agentId), eq(properties.id, propertyId))),
  };
}
