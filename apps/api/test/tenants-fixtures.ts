import type { TestApp } from './app';

let phoneSeq = 1000000;

/** A valid customer body; each call gets a fresh phone number. */
export function tenantBody(overrides: Record<string, unknown> = {}) {
  phoneSeq += 1;
  return {
    firstName: 'José',
    lastName: 'Núñez',
    tenantType: 2,
    phoneCode: '58',
    phoneNumber: `412${phoneSeq}`,
    emailAddress: null,
    documentType: 1,
    documentNumber: '12345678',
    sex: 1,
    countryState: null,
    countryLocation: null,
    birthDate: '1985-03-02',
    ...overrides,
  };
}

export async function createTenant(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/rest/v1/tenants', token, payload: tenantBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`tenant not created: ${res.body}`);
  return res.json().data as { tenantId: string; slug: string; fullName: string };
}

/** Tomorrow at noon in Caracas, as ISO. */
export function tomorrow(days = 1): string {
  const d = new Date(Date.now() + days * 86400000);
  return `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(d)}T12:00:00-04:00`;
}
