import { index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { agentIdColumn } from './agents';

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
    agentId: agentIdColumn(),
    mediaProviderId: integer('media_provider_id')
      .notNull()
      .references(() => mediaProviders.id),
    type: smallint('type').notNull(),
    externalUserId: text('external_user_id'),
    accessTokenEncrypted: text('access_token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account's name on the network (Instagram username, Facebook name). */
    username: text('username'),
    /** 'connected', or 'reconnect' once the provider rejected the token (error 190). */
    status: text('status').$type<'connected' | 'reconnect'>().notNull().default('connected'),
    refreshedAt: ts('refreshed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('media_provider_agents_agent_type').on(t.agentId, t.type),
    index('media_provider_agents_external_idx').on(t.type, t.externalUserId),
    index('media_provider_agents_expiry_idx').on(t.type, t.tokenExpiresAt),
  ],
);

/** The Facebook pages an agent manages, with their page tokens (encrypted), loaded at connection. */
export const facebookPages = pgTable(
  'facebook_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaProviderAgentId: uuid('media_provider_agent_id')
      .notNull()
      .references(() => mediaProviderAgents.id, { onDelete: 'cascade' }),
    agentId: agentIdColumn(),
    /** Facebook's page id (answered as `facebookPageId`). */
    pageId: text('page_id').notNull(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('facebook_pages_agent_page').on(t.agentId, t.pageId)],
);

/** Meta's data-deletion callbacks received, so the public status page can answer a code. */
export const dataDeletionRequests = pgTable('data_deletion_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  confirmationCode: text('confirmation_code').notNull().unique(),
  /** Media provider type: 2 Instagram, 3 Facebook. */
  providerType: smallint('provider_type').notNull(),
  externalUserId: text('external_user_id').notNull(),
  connectionsDeleted: integer('connections_deleted').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});
