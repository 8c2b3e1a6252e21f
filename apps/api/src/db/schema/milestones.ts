import { index, pgTable, smallint, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agentIdColumn } from './agents';

/** Onboarding milestones (spec 1 §3 TaskCompleted), at most one of each type per agent. */
export const tasksCompleted = pgTable(
  'tasks_completed',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agentIdColumn(),
    type: smallint('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('tasks_completed_agent_type').on(t.agentId, t.type), index('tasks_completed_agent_idx').on(t.agentId)],
);
