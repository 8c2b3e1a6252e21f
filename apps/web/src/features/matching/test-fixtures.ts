import type { CustomerMatch, Interest, ListingCard, ListingMatch, MatchAlert, SearchProfile } from '@vitrina/contract/schemas/matching';
import { makeAgent, makeTenant } from '../../test/fixtures';

export const TENANT_ID = '5d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
export const DRAFT_ID = '3a0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f70';
export const AGENT = makeAgent();
export const OTHER_AGENT_ID = '9c0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f99';

/** The customer whose 'Propiedades' tab the tests open. */
export const tenant = makeTenant({ tenantId: TENANT_ID, fullName: 'José Hernández', slug: 'jose-hernandez' });

export function makeProfile(overrides: Partial<SearchProfile> = {}): SearchProfile {
  return {
    operationType: 2,
    propertyTypes: [1],
    priceMin: 100000,
    priceMax: 200000,
    countryStates: [14],
    countryLocations: [140],
    bedroomsMin: 3,
    bathroomsMin: 2,
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function makeListing(overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    propertyDraftId: DRAFT_ID,
    propertyId: '4b0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f71',
    slug: 'casa-en-chacao',
    title: 'Casa en Chacao',
    price: 150000,
    operationType: 2,
    propertyType: { id: 1, name: 'Casa' },
    countryState: { countryStateId: 14, name: 'Miranda' },
    countryLocation: { countryLocationId: 140, name: 'Chacao' },
    coverUrl: null,
    owner: { agentId: AGENT.agentId, fullName: AGENT.fullName },
    ...overrides,
  };
}

export function makeListingMatch(overrides: Partial<ListingMatch> = {}): ListingMatch {
  return { ...makeListing(), score: 85, reasons: ['Precio dentro del rango', 'En Chacao', '3 habitaciones'], interest: null, ...overrides };
}

export function makeInterest(overrides: Partial<Interest> = {}): Interest {
  return {
    tenantId: TENANT_ID,
    propertyDraftId: DRAFT_ID,
    status: 1,
    listing: makeListing(),
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function makeCustomerMatch(overrides: Partial<CustomerMatch> = {}): CustomerMatch {
  return { tenantId: TENANT_ID, fullName: 'José Hernández', slug: 'jose-hernandez', score: 90, reasons: ['Precio dentro del rango', 'En Chacao'], interest: null, ...overrides };
}

export function makeAlert(overrides: Partial<MatchAlert> = {}): MatchAlert {
  return {
    alertId: '6d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f80',
    listing: makeListing(),
    matchCount: 3,
    customers: [
      { tenantId: TENANT_ID, fullName: 'José Hernández', slug: 'jose-hernandez', score: 90, reasons: ['En Chacao'] },
      { tenantId: 'b2', fullName: 'Ana Rojas', slug: 'ana-rojas', score: 70, reasons: ['En Chacao'] },
    ],
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}
