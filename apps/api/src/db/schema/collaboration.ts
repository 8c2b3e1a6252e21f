import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps, ts } from './columns';
import { agentIdColumn, agents } from './agents';
import { propertyDrafts } from './properties';

/**
 * An invitation to work on a draft (issue 11). The link's token is never stored: only its SHA-256
 * (hex). Usable once, until `expiresAt` (7 days), unless revoked.
 */
export const draftInvitations = pgTable(
  'draft_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** Null for an invitation shared only as a link. */
    emailAddress: text('email_address'),
    /** 'read' or 'write'. */
    permission: text('permission').notNull(),
    /** Canonical scope ('all' or a comma list) for write; null for read. */
    scope: text('scope'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => agents.id, { onDelete: 'set null' }),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('draft_invitations_draft_idx').on(t.draftId)],
);

/** An agent who may work on another agent's draft, with what they may do. */
export const draftCollaborators = pgTable(
  'draft_collaborators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    agentId: agentIdColumn(),
    permission: text('permission').notNull(),
    scope: text('scope'),
    invitedBy: uuid('invited_by').references(() => agents.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  // The unique (draft, agent) serves the access look-up of one draft; the agent index, their shared drafts.
  (t) => [unique('draft_collaborators_draft_agent_unique').on(t.draftId, t.agentId), index('draft_collaborators_agent_idx').on(t.agentId)],
);

/** Who changed what on a draft: one row per change by an agent (the owner or a collaborator). */
export const draftActivity = pgTable(
  'draft_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** The editor's area changed: 'details', 'location', 'media' or 'social-media'. */
    area: text('area').notNull(),
    /** The call's operation (e.g. setDraftLocation). */
    action: text('action').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('draft_activity_draft_idx').on(t.draftId, t.createdAt)],
);
