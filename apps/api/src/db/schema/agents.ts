import { ts } from './columns';
import { primaryKey, boolean, date, doublePrecision, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { countryLocations, countryStates } from './catalogues';


export const agents = pgTable('agents', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  emailAddress: text('email_address').notNull().unique(),
  /** scrypt hash; null for accounts created through Google or Facebook. */
  passwordHash: text('password_hash'),
  authProvider: text('auth_provider', { enum: ['password', 'google', 'facebook'] }).notNull(),
  googleSub: text('google_sub').unique(),
  facebookId: text('facebook_id').unique(),
  acceptEmails: boolean('accept_emails').notNull().default(false),
  /** Storage key of the avatar; the URL is built from it. */
  avatarKey: text('avatar_key'),
  countryStateId: integer('country_state_id').references(() => countryStates.id),
  countryLocationId: integer('country_location_id').references(() => countryLocations.id),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  phoneCode: text('phone_code'),
  phoneNumber: text('phone_number'),
  sex: smallint('sex'),
  birthDate: date('birth_date', { mode: 'string' }),
  description: text('description'),
  emailConfirmedAt: ts('email_confirmed_at'),
  lastSessionAt: ts('last_session_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The owning agent's id (`agent_id`): the row goes with its agent. */
export const agentIdColumn = () =>
  uuid('agent_id')
    .notNull()
    .references(() => agents.id, { onDelete: 'cascade' });

/** Session and password-reset tokens, stored only as SHA-256 hashes. */
export const agentTokens = pgTable(
  'agent_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['session', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('agent_tokens_agent_idx').on(t.agentId, t.purpose)],
);

/** Failed sign-ins and reset requests, counted per key (e-mail) in a sliding window. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['sign_in_failed', 'password_reset'] }).notNull(),
    key: text('key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_lookup_idx').on(t.kind, t.key, t.createdAt)],
);

/**
 * Fixed-window counters for rate limits that must hold across processes and under races (sign-in,
 * password reset, customer look-ups): one row per kind and key, bumped by one atomic upsert.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStartedAt: ts('window_started_at').notNull().defaultNow(),
    /** When a checked attempt last went through (the slow lane after the limit). */
    lastAllowedAt: ts('last_allowed_at'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
