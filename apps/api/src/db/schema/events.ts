import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, ts } from './columns';
import { agentIdColumn } from './agents';
import { propertyDrafts } from './properties';
import { tenants } from './tenants';

/**
 * Visits on an agent's calendar (issue 12): each belongs to the agent who scheduled it, is about
 * one of their customers and optionally a listing they can read (kept, without the listing, when
 * the listing is deleted). Instants are stored in UTC; the product shows them in America/Caracas.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agentIdColumn(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id').references(() => propertyDrafts.id, { onDelete: 'set null' }),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    place: text('place'),
    /** 1 Programada, 2 Realizada, 3 Cancelada, 4 No asistió. */
    status: smallint('status').notNull().default(1),
    note: text('note'),
    /** When the day-before reminder e-mail went out; a visit is reminded once. */
    remindedAt: ts('reminded_at'),
    ...timestamps(),
  },
  (t) => [
    // The calendar's window (and the overlap check) of one agent.
    index('events_agent_start_idx').on(t.agentId, t.startAt),
    index('events_tenant_agent_start_idx').on(t.tenantId, t.agentId, t.startAt),
    index('events_draft_start_idx').on(t.draftId, t.startAt),
    // The reminder sweep: scheduled visits not reminded yet, by start.
    index('events_reminder_due_idx').on(t.startAt).where(sql`${t.status} = 1 and ${t.remindedAt} is null`),
    check('events_end_after_start', sql`${t.endAt} > ${t.startAt}`),
  ],
);
