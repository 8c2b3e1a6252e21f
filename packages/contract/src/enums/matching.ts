/**
 * Search profiles, matching, interests and publish alerts (issue 12), without zod: the web's
 * pages import these labels and limits without loading the schemas. schemas/matching.ts
 * re-exports them.
 */

/** Where a customer stands with a listing linked to them. */
export const InterestStatus = { Interested: 1, Visited: 2, Offered: 3, Discarded: 4 } as const;
export type InterestStatus = (typeof InterestStatus)[keyof typeof InterestStatus];
export const interestStatusLabels: Record<InterestStatus, string> = { 1: 'Interesado', 2: 'Visitó', 3: 'Ofertó', 4: 'Descartado' };

/** The timeline title of event 10 (an interest recorded or changed): 'Interés en una propiedad: Visitó'. */
export function interestEventTitle(status: InterestStatus): string {
  return `Interés en una propiedad: ${interestStatusLabels[status]}`;
}

/** Matches per page of GET /tenants/{id}/matches and GET /property-drafts/{id}/matches. */
export const MATCHES_PAGE_SIZE = 20;
/** Interests per page of GET /tenants/{id}/interests. */
export const INTERESTS_PAGE_SIZE = 50;
/** Alerts per page of GET /match-alerts. */
export const MATCH_ALERTS_PAGE_SIZE = 20;
/** How many matching customers an alert names (the count covers them all). */
export const MATCH_ALERT_PREVIEW = 5;

/**
 * The score of a match, 0–100: the sum of the weights of the criteria the listing meets. A
 * criterion the profile leaves empty counts as met. The operation type is a filter, not a score:
 * a profile that names one only sees listings of that operation. The price is a limit as well as
 * a score: a listing under the minimum, or more than 10 % over the maximum, never matches.
 */
export const MATCH_WEIGHTS = { price: 35, location: 25, propertyType: 20, bedrooms: 10, bathrooms: 10 } as const;
/** A listing and a profile match from this score up. */
export const MATCH_MIN_SCORE = 50;

/** Limits of a search profile. */
export const PROFILE_PROPERTY_TYPES_MAX = 20;
export const PROFILE_STATES_MAX = 30;
export const PROFILE_LOCATIONS_MAX = 100;
export const PROFILE_ROOMS_MAX = 99;

export const PRICE_RANGE_MESSAGE = 'El precio mínimo no puede ser mayor al precio máximo';
export const PROFILE_PROPERTY_TYPE_MESSAGE = 'El tipo de propiedad seleccionado no es válido';
export const PROFILE_STATE_MESSAGE = 'El estado seleccionado no es válido';
export const PROFILE_LOCATION_MESSAGE = 'La localidad seleccionada no es válida';
export const INTEREST_STATUS_MESSAGE = 'El estado del interés no es válido';
