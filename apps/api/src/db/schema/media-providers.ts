import { integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

/** Seeded catalogue: Google Calendar (1), Instagram (2), Facebook (3). */
export const mediaProviders = pgTable('media_providers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  type: smallint('type').notNull().unique(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
});

/** A provider account connected by an agent; tokens are encrypted at rest. */
export const mediaProviderAgents = pgTable(
  'media_provider_agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    mediaProviderId: integer('media_provider_id')
      .notNull()
      .references(() => mediaProviders.id),
    type: smallint('type').notNull(),
    externalUserId: text('external_user_id'),
    accessTokenEncrypted: text('access_token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('media_provider_agents_agent_type').on(t.agentId, t.type)],
);
