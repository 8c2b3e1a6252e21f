import { timestamps, ts } from './columns';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agentIdColumn, agents } from './agents';
import { countryLocations, countryStates } from './catalogues';
import { properties } from './properties';


/**
 * A customer is one person in the whole system; phone and e-mail are unique across it. Only the
 * names, phone and e-mail are shared by the agents linked to the person (DECISIONS §3 'Customers');
 * the private columns here (document, sex, birth date, address, avatar) are legacy: each agent's own
 * values live on `tenant_agents` since migration 0002.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address'),
    phoneCode: text('phone_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    documentType: smallint('document_type'),
    documentNumber: text('document_number'),
    sex: smallint('sex').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    countryStateId: integer('country_state_id').references(() => countryStates.id),
    countryLocationId: integer('country_location_id').references(() => countryLocations.id),
    avatarKey: text('avatar_key'),
    /** Lowercased, accent-free names, e-mail, phone and document, for the trigram search. */
    searchText: text('search_text').notNull(),
    createdByAgentId: uuid('created_by_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tenants_email_unique').on(t.emailAddress).where(sql`${t.emailAddress} is not null`),
    unique('tenants_phone_unique').on(t.phoneCode, t.phoneNumber),
    index('tenants_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The link of a customer to an agent, holding everything that is this agent's own: type, status,
 * document, sex, birth date, state, locality and photo (DECISIONS §3 'Customers').
 */
export const tenantAgents = pgTable(
  'tenant_agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    agentId: agentIdColumn(),
    tenantType: smallint('tenant_type').notNull(),
    status: smallint('status').notNull().default(1),
    documentType: smallint('document_type'),
    documentNumber: text('document_number'),
    /** Null until this agent says ('Sin especificar'): a walk-in lead is captured with a name and a phone. */
    sex: smallint('sex'),
    birthDate: date('birth_date', { mode: 'string' }),
    countryStateId: integer('country_state_id').references(() => countryStates.id),
    countryLocationId: integer('country_location_id').references(() => countryLocations.id),
    avatarKey: text('avatar_key'),
    /** Lowercased, accent-free shared names, e-mail and phone plus this agent's document number. */
    searchText: text('search_text').notNull().default(''),
    /** The last activity index of this agent's timeline of the customer, bumped atomically. */
    activitySeq: integer('activity_seq').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('tenant_agents_tenant_agent').on(t.tenantId, t.agentId),
    index('tenant_agents_list_idx').on(t.agentId, t.status, t.createdAt),
    // Every search is one agent's: trigrams and the agent in one index (btree_gin), so 'perez' in a
    // book of 10,000 reads that agent's ~500 matches, not every agent's.
    index('tenant_agents_agent_search_trgm').using('gin', t.agentId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const tenantActivities = pgTable(
  'tenant_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    agentId: agentIdColumn(),
    eventType: smallint('event_type').notNull(),
    /** The agent who acted, when another than the timeline's agent (a change to shared fields). */
    actorAgentId: uuid('actor_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** The listing an interest from a public page was about (event 6); kept null once the listing is deleted. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The listing's title when the event happened ('Apartamento en venta en Chacao'), so the timeline still reads after changes. */
    subject: text('subject'),
    /** What the person wrote with the event (the 'Me interesa' message), plain text. */
    message: text('message'),
    /** Event 10: the interest status set (1 Interesado … 4 Descartado), named in the title. */
    interestStatus: smallint('interest_status'),
    index: integer('index').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('tenant_activities_index').on(t.tenantId, t.agentId, t.index)],
);
