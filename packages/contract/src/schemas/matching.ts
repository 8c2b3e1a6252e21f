import { z } from 'zod';
import { PRICE_MAX } from '../enums/property';
import {
  INTEREST_STATUS_MESSAGE,
  INTERESTS_PAGE_SIZE,
  MATCH_ALERTS_PAGE_SIZE,
  MATCHES_PAGE_SIZE,
  PRICE_RANGE_MESSAGE,
  PROFILE_LOCATION_MESSAGE,
  PROFILE_LOCATIONS_MAX,
  PROFILE_PROPERTY_TYPE_MESSAGE,
  PROFILE_PROPERTY_TYPES_MAX,
  PROFILE_ROOMS_MAX,
  PROFILE_STATE_MESSAGE,
  PROFILE_STATES_MAX,
} from '../enums/matching';
import { paginationQuery, positiveId } from './common';

export * from '../enums/matching';

/**
 * Issue 12: a customer's search profile (what they look for), matching both ways, the listings
 * linked to a customer with where they stand (interests), and the alerts an agent gets when a
 * listing they publish fits some of their customers.
 */

const OPERATION_MESSAGE = 'La operación no es válida';

const ids = (message: string, max: number) =>
  z
    .array(positiveId(message), { error: message })
    .max(max, `No puede seleccionar más de ${max}`)
    .transform((v) => [...new Set(v)]);

const price = (message: string) =>
  z.number({ error: message }).int(message).min(0, 'El precio no puede ser negativo').max(PRICE_MAX, message).nullable();

const rooms = (message: string) =>
  z.number({ error: message }).int(message).min(0, 'La cantidad no puede ser negativa').max(PROFILE_ROOMS_MAX, `La cantidad no puede ser mayor que ${PROFILE_ROOMS_MAX}`).nullable();

/**
 * `PUT /tenants/{id}/search-profile`: the whole profile, every field sent (null or [] for "any").
 * Unknown property types, states or localities, and a locality outside the chosen states, are
 * refused by the server with the messages below.
 */
export const searchProfileBodySchema = z
  .strictObject({
    // A number from 1 to 2 rather than a union of literals: the OpenAPI lint refuses a nullable anyOf.
    operationType: z.number({ error: OPERATION_MESSAGE }).int(OPERATION_MESSAGE).min(1, OPERATION_MESSAGE).max(2, OPERATION_MESSAGE).nullable(),
    propertyTypes: ids(PROFILE_PROPERTY_TYPE_MESSAGE, PROFILE_PROPERTY_TYPES_MAX),
    priceMin: price('El precio mínimo no es válido'),
    priceMax: price('El precio máximo no es válido'),
    countryStates: ids(PROFILE_STATE_MESSAGE, PROFILE_STATES_MAX),
    countryLocations: ids(PROFILE_LOCATION_MESSAGE, PROFILE_LOCATIONS_MAX),
    bedroomsMin: rooms('El mínimo de habitaciones no es válido'),
    bathroomsMin: rooms('El mínimo de baños no es válido'),
  })
  .refine((p) => p.priceMin === null || p.priceMax === null || p.priceMin <= p.priceMax, { path: ['priceMin'], error: PRICE_RANGE_MESSAGE });
export type SearchProfileBody = z.input<typeof searchProfileBodySchema>;

/** A customer's search profile as this agent keeps it (each agent has their own for a customer). */
export const searchProfileSchema = z.object({
  operationType: z.number().int().nullable().describe('1 rent, 2 sale (the listing values); null: any'),
  propertyTypes: z.array(z.number().int()).describe('Property type ids; empty: any'),
  priceMin: z.number().int().nullable().describe('USD'),
  priceMax: z.number().int().nullable().describe('USD'),
  countryStates: z.array(z.number().int()).describe('State ids; empty: any'),
  countryLocations: z.array(z.number().int()).describe('Locality ids; empty: any in the chosen states'),
  bedroomsMin: z.number().int().nullable(),
  bathroomsMin: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type SearchProfile = z.infer<typeof searchProfileSchema>;

const interestStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: INTEREST_STATUS_MESSAGE });
const interestField = z.number().int().nullable().describe('The customer’s interest in the listing (1 Interesado, 2 Visitó, 3 Ofertó, 4 Descartado); null when not linked');

const namedState = z.object({ countryStateId: z.number().int(), name: z.string() }).nullable();
const namedLocation = z.object({ countryLocationId: z.number().int(), name: z.string() }).nullable();

/** A listing as the matching and interest answers show it. */
export const listingCardSchema = z.object({
  propertyDraftId: z.string(),
  propertyId: z.string().nullable().describe('The published listing; null for a draft never published'),
  slug: z.string().nullable().describe('The public page /p/{slug}; null when not published'),
  title: z.string().nullable().describe("'Apartamento en venta en Chacao'"),
  price: z.number().int().nullable(),
  operationType: z.number().int(),
  propertyType: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  countryState: namedState,
  countryLocation: namedLocation,
  coverUrl: z.string().nullable(),
  owner: z.object({ agentId: z.string(), fullName: z.string() }),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

const scoreField = z.number().int().min(0).max(100).describe('0–100, see the route description');
const reasonsField = z.array(z.string()).describe("Why it fits, in Spanish: 'Precio dentro del rango', 'En Chacao', '3 habitaciones'…");

/** An item of `GET /tenants/{id}/matches`: a listing that fits the customer, best first. */
export const listingMatchSchema = listingCardSchema.extend({ score: scoreField, reasons: reasonsField, interest: interestField });
export type ListingMatch = z.infer<typeof listingMatchSchema>;

/** An item of `GET /property-drafts/{id}/matches`: one of the caller's customers whose profile fits. */
export const customerMatchSchema = z.object({
  tenantId: z.string(),
  fullName: z.string(),
  slug: z.string().describe('The customer’s slug in the caller’s list (/customers/{slug})'),
  score: scoreField,
  reasons: reasonsField,
  interest: interestField,
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

export const matchesQuery = paginationQuery(MATCHES_PAGE_SIZE);

/** `PUT /tenants/{id}/interests/{propertyDraftId}`. */
export const interestBodySchema = z.strictObject({ status: interestStatusSchema });
export type InterestBody = z.input<typeof interestBodySchema>;

/** A listing linked to a customer, with where the customer stands. */
export const interestSchema = z.object({
  tenantId: z.string(),
  propertyDraftId: z.string(),
  status: z.number().int().describe('1 Interesado, 2 Visitó, 3 Ofertó, 4 Descartado'),
  listing: listingCardSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interest = z.infer<typeof interestSchema>;

export const interestsQuery = paginationQuery(INTERESTS_PAGE_SIZE);

/** An item of `GET /match-alerts`: a listing the agent published and which of their customers fit it. */
export const matchAlertSchema = z.object({
  alertId: z.string(),
  listing: listingCardSchema,
  matchCount: z.number().int().describe('How many of the agent’s customers fit the listing when it was published'),
  customers: z.array(customerMatchSchema.omit({ interest: true })).describe('The best few (up to 5), best first'),
  createdAt: z.string(),
});
export type MatchAlert = z.infer<typeof matchAlertSchema>;

export const matchAlertsQuery = paginationQuery(MATCH_ALERTS_PAGE_SIZE);
