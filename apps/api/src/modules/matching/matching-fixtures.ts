import { draftCollaborators, properties } from '../../db/schema/index';
import type { TestApp } from '../../../test/app';
import { createTenant } from '../../../test/tenants-fixtures';

/** Calls the API as an agent and answers `data`, failing loudly on an error status. */
export function apiAs(t: TestApp, token: string) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.call({ method, url: `/rest/v1${url}`, token, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
}

/** The catalogue ids the fixtures use, read from the seeded catalogues. */
export async function catalogue(t: TestApp, token: string) {
  const api = apiAs(t, token);
  const types = (await api('GET', '/property-types?limit=100')) as Array<{ propertyTypeId: number; name: string }>;
  const states = (await api('GET', '/country-states?limit=100')) as Array<{ countryStateId: number; name: string }>;
  const stateId = (name: string) => states.find((s) => s.name === name)!.countryStateId;
  const locations = async (state: string) =>
    (await api('GET', `/country-locations?countryState=${stateId(state)}&limit=100`)) as Array<{ countryLocationId: number; name: string }>;
  const miranda = await locations('Miranda');
  const groups = (await api('GET', '/property-enviroments?limit=100')) as Array<{ propertyEnviroments: Array<{ type: string; propertyEnviromentId: number }> }>;
  const room = (type: string) => groups.flatMap((g) => g.propertyEnviroments).find((r) => r.type === type)!.propertyEnviromentId;
  return {
    type: (name: string) => types.find((x) => x.name === name)!.propertyTypeId,
    state: stateId,
    chacao: miranda.find((l) => l.name === 'Chacao')!.countryLocationId,
    baruta: miranda.find((l) => l.name === 'Baruta')!.countryLocationId,
    lara: (await locations('Lara'))[0]!.countryLocationId,
    bedroom: room('BEDROOM'),
    bathroom: room('BATHROOM'),
  };
}
export type Catalogue = Awaited<ReturnType<typeof catalogue>>;

/** A search profile that wants to buy an apartment in Chacao, 50,000–90,000 USD, 3 bedrooms and 2 bathrooms; `change` overrides. */
export const chacaoBuyer = (cat: Catalogue, change: Record<string, unknown> = {}) => ({
  operationType: 2,
  propertyTypes: [cat.type('Apartamento')],
  priceMin: 50_000,
  priceMax: 90_000,
  countryStates: [cat.state('Miranda')],
  countryLocations: [cat.chacao],
  bedroomsMin: 3,
  bathroomsMin: 2,
  ...change,
});

export interface ListingSpec {
  type: string;
  operation: 1 | 2;
  price: number;
  state: string;
  location: number;
  bedrooms?: number;
  bathrooms?: number;
  /** Mark it published (a properties row), as publishing would; default true. */
  published?: boolean;
}

/** A draft built through the API and, unless told otherwise, a published listing over it. */
export async function listing(t: TestApp, agent: { token: string; agentId: string }, cat: Catalogue, spec: ListingSpec) {
  const api = apiAs(t, agent.token);
  const id = (await api('POST', '/property-drafts')).propertyDraftId as string;
  await api('PUT', `/property-drafts/${id}`, { propertyType: cat.type(spec.type), price: spec.price, operationType: spec.operation });
  await api('PUT', `/property-drafts/${id}/location`, { address: 'Calle 1', countryState: cat.state(spec.state), location: spec.location });
  if (spec.bedrooms) await api('PUT', `/property-drafts/${id}/enviroments/${cat.bedroom}`, { quantity: spec.bedrooms });
  if (spec.bathrooms) await api('PUT', `/property-drafts/${id}/enviroments/${cat.bathroom}`, { quantity: spec.bathrooms });
  let slug: string | null = null;
  if (spec.published !== false) {
    slug = `casa-${id.slice(0, 8)}`;
    await t.database.db.insert(properties).values({ draftId: id, agentId: agent.agentId, slug, status: 2, publishedAt: new Date() });
  }
  return { id, slug };
}

/** Shares a draft with another agent, as an accepted invitation does. */
export async function share(t: TestApp, draftId: string, agentId: string, permission: 'read' | 'write' = 'read') {
  await t.database.db.insert(draftCollaborators).values({ draftId, agentId, permission, scope: permission === 'write' ? 'all' : null });
}

/** A customer of the agent with a given first name. */
export const customer = (t: TestApp, token: string, firstName: string) => createTenant(t, token, { firstName });
