import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps, ts } from './columns';
import { agentIdColumn } from './agents';
import { properties, propertyDrafts } from './properties';
import { tenants } from './tenants';

const emptyIds = sql`'{}'::integer[]`;

/**
 * What a customer looks for, as one agent keeps it (issue 12): one profile per agent and customer.
 * An empty array or a null bound means "any". Matching reads these rows in one scored query per
 * direction (modules/matching/matching.sql.ts), which reads one agent's profiles through the btree
 * (agent, operation, price bounds). No GIN index on the id arrays: an empty array means "any", so
 * no array test can narrow the rows and the planner never used them (dropped in 0013).
 */
export const searchProfiles = pgTable(
  'search_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agentIdColumn(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** 1 rent, 2 sale; null: any. A filter, not a score. */
    operationType: smallint('operation_type'),
    propertyTypeIds: integer('property_type_ids').array().notNull().default(emptyIds),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    countryStateIds: integer('country_state_ids').array().notNull().default(emptyIds),
    countryLocationIds: integer('country_location_ids').array().notNull().default(emptyIds),
    bedroomsMin: smallint('bedrooms_min'),
    bathroomsMin: smallint('bathrooms_min'),
    ...timestamps(),
  },
  (t) => [
    unique('search_profiles_agent_tenant').on(t.agentId, t.tenantId),
    index('search_profiles_agent_operation_idx').on(t.agentId, t.operationType, t.priceMin, t.priceMax),
  ],
);

/** A listing linked to a customer by an agent, with where the customer stands (1 Interesado … 4 Descartado). */
export const tenantInterests = pgTable(
  'tenant_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agentIdColumn(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('tenant_interests_agent_tenant_draft').on(t.agentId, t.tenantId, t.draftId),
    index('tenant_interests_agent_draft_idx').on(t.agentId, t.draftId),
  ],
);

/** One customer of an alert, as stored when the listing was published. */
export interface StoredAlertCustomer {
  tenantId: string;
  score: number;
  reasons: string[];
}

/** "Your new listing fits these customers": written by the match-alert job after a listing is published. */
export const matchAlerts = pgTable(
  'match_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: agentIdColumn(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => propertyDrafts.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** The pg-boss job that wrote it: a retried job writes (and mails) once. */
    jobId: uuid('job_id').notNull().unique(),
    matchCount: integer('match_count').notNull(),
    /** The best few customers, best first. */
    customers: jsonb('customers').$type<StoredAlertCustomer[]>().notNull(),
    dismissedAt: ts('dismissed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('match_alerts_agent_idx').on(t.agentId, t.createdAt).where(sql`${t.dismissedAt} is null`)],
);
