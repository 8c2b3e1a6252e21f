import type { Tenant, TenantCard } from '@vitrina/contract/schemas/tenant';

export function makeTenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    tenantId: '5d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f61',
    slug: 'jose-hernandez',
    firstName: 'José',
    lastName: 'Hernández',
    fullName: 'José Hernández',
    tenantType: 2,
    status: 1,
    sex: 1,
    documentType: 1,
    documentNumber: '12345678',
    emailAddress: 'jose@example.com',
    phoneNumber: { code: '58', number: '4121234567', fullNumber: '+584121234567' },
    birthDate: '1990-05-10',
    avatarUrl: null,
    address: {
      countryState: { countryStateId: 15, name: 'Miranda' },
      location: { countryLocationId: 150, name: 'Chacao' },
    },
    createdAt: '2025-03-04T15:00:00.000Z',
    updatedAt: '2025-06-07T15:00:00.000Z',
    ...overrides,
  };
}

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
