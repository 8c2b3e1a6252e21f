import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { agentIdColumn } from './agents';
import { tenants } from './tenants';

/** An agent's own notes on a customer (issue 12): only the author reads, edits or deletes them. */
export const tenantNotes = pgTable(
  'tenant_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agentIdColumn(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Sanitised HTML (lib/rich-text.ts). */
    content: text('content').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    ...timestamps(),
  },
  // The list's order: this agent's notes of the customer, pinned first, then newest.
  (t) => [index('tenant_notes_list_idx').on(t.tenantId, t.agentId, t.pinned.desc(), t.createdAt.desc(), t.id.desc())],
);
