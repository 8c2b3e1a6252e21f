import { saveAccessToken } from '../../lib/access-token';
import { mockApi, paged, type ApiReply, type Responder } from '../../test/api-mock';
import { AGENT, tenant, TENANT_ID } from './test-fixtures';

/** A page of matches, 20 a page as the lists ask for. */
export const matchPage = <T,>(items: T[], total = items.length): ApiReply => paged(items, { limit: 20, total });

/** A page of interests, 50 a page. */
export const interestPage = <T,>(items: T[]): ApiReply => paged(items, { limit: 50 });

/** The catalogues the profile form reads: one property type, two states, Miranda's localities. */
export const CATALOGUE_ROUTES = {
  'GET /property-types': { data: [{ propertyTypeId: 1, name: 'Casa' }, { propertyTypeId: 2, name: 'Apartamento' }] },
  'GET /country-states': {
    data: [
      { countryStateId: 14, name: 'Miranda', latitude: 10, longitude: -66 },
      { countryStateId: 1, name: 'Distrito Capital', latitude: 10.5, longitude: -66.9 },
    ],
  },
  'GET /country-locations?countryState=14&limit=100': {
    data: [
      { countryLocationId: 140, name: 'Chacao', latitude: 10.49, longitude: -66.85, countryState: 14 },
      { countryLocationId: 141, name: 'Baruta', latitude: 10.43, longitude: -66.87, countryState: 14 },
    ],
  },
  'GET /country-locations?countryState=1&limit=100': {
    data: [{ countryLocationId: 10, name: 'Libertador', latitude: 10.5, longitude: -66.9, countryState: 1 }],
  },
};

/**
 * A signed-in agent on the customer's view: the customer, its timeline and the catalogues; the
 * test declares the matching routes (profile, matches, interests) it expects.
 */
export function signedInOnCustomer(routes: Record<string, Responder | Responder[]>) {
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: AGENT },
    'GET /tenants/slug/jose-hernandez': { data: tenant },
    [`GET /tenants/${TENANT_ID}/activities`]: { data: [] },
    'GET /tasks-types': { data: [] },
    ...CATALOGUE_ROUTES,
    ...routes,
  });
}

export const CUSTOMER_PROPERTIES = '/customers/view/jose-hernandez?section=properties';

/** The tab's code loads when it opens: under load the first test of a file waits longer for it. */
export const FIRST_LOAD = { timeout: 10_000 };
