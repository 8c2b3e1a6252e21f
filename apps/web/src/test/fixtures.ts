import type { Agent } from '@vitrina/contract/schemas/agent';
import type { Tenant } from '@vitrina/contract/schemas/tenant';

export function makeAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    agentId: '7b0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f60',
    firstName: 'María',
    lastName: 'Pérez',
    fullName: 'María Pérez',
    avatarUrl: null,
    emailAddress: 'maria@example.com',
    address: { countryState: null, location: null },
    latitude: null,
    longitude: null,
    profileCompleted: true,
    contactPhoneNumber: null,
    sex: null,
    birthDate: null,
    description: null,
    authProvider: 'password',
    acceptEmails: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function authorization(accessToken = 'token-123') {
  return {
    authorization: {
      firstName: 'María',
      lastName: 'Pérez',
      fullName: 'María Pérez',
      emailAddress: 'maria@example.com',
      emailAddressConfirmationDate: null,
      lastSessionDate: null,
      accessToken,
    },
  };
}

/** A customer as GET /tenants/slug/{slug} answers it: José Hernández, with every field filled. */
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
