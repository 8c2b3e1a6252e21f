import type { TenantCard } from '@vitrina/contract/schemas/tenant';

export function makeTenantCard(overrides: Partial<TenantCard> = {}): TenantCard {
  return {
    tenantId: '9a0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f62',
    fullName: 'Ana Pérez',
    emailAddress: 'an•••@example.com',
    phoneNumber: '+58 •••-•••-4567',
    linked: false,
    slug: null,
    ...overrides,
  };
}

export const countryStates = [
  { countryStateId: 15, name: 'Miranda', latitude: 10, longitude: -66 },
  { countryStateId: 1, name: 'Distrito Capital', latitude: 10, longitude: -66 },
];

export const countryLocations = [
  { countryLocationId: 150, name: 'Chacao', latitude: 10, longitude: -66, countryState: 15 },
  { countryLocationId: 151, name: 'Baruta', latitude: 10, longitude: -66, countryState: 15 },
];
