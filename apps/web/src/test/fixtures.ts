import type { Agent } from '@vitrina/contract/schemas/agent';

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
