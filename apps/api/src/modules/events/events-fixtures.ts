import { beforeEach, expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { createTenant } from '../../../test/tenants-fixtures';

/**
 * Shared set-up of the visits API tests: Ana and Luis, Ana's customer Carmen and Ana's listing
 * (an apartment for sale with an address). Exported bindings are live: read them inside tests.
 */
export let t: TestApp;
export let ana: string;
export let luis: string;
export let carmen: string;
export let draftId: string;

export function useVisitFixtures() {
  twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));
  beforeEach(async () => {
    carmen = (await createTenant(t, ana, { firstName: 'Carmen', lastName: 'Rodríguez' })).tenantId;
    draftId = await newDraft();
    const types = (await call('GET', '/property-types', ana)).json().data as Array<{ name: string; propertyTypeId: number }>;
    const apartment = types.find((x) => x.name === 'Apartamento')!.propertyTypeId;
    expect((await call('PUT', `/property-drafts/${draftId}`, ana, { propertyType: apartment, price: 90000, operationType: 2 })).statusCode).toBe(200);
    const located = await call('PUT', `/property-drafts/${draftId}/location`, ana, { address: 'Av. Francisco de Miranda, Chacao', countryState: 1, location: 1, latitude: 10.5, longitude: -66.85 });
    expect(located.statusCode, located.body).toBe(200);
  });
}

export const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url: `/rest/v1${url}`, token, payload });
export const errorOf = (res: { json(): { metadata: { error: { type: string; message: string; fields?: Record<string, string> } } } }) => res.json().metadata.error;
export const newDraft = async (token = ana) => (await call('POST', '/property-drafts', token)).json().data.propertyDraftId as string;

/** 2026-12-10 at hh:mm in Caracas (UTC-4), as the browser would send it. */
export const at = (hhmm: string, day = '2026-12-10') => `${day}T${hhmm}:00-04:00`;
export const utc = (hhmm: string, day = '2026-12-10') => new Date(at(hhmm, day)).toISOString();
export const visit = (o: Record<string, unknown> = {}) => ({ tenantId: carmen, propertyDraftId: null, startAt: at('10:00'), endAt: at('11:00'), ...o });
export const schedule = async (o: Record<string, unknown> = {}, token = ana) => {
  const res = await call('POST', '/events', token, visit(o));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: { eventId: string } & Record<string, unknown>; metadata: { overlaps: Array<Record<string, unknown>> } };
};
export const listAll = async (query = '', token = ana) => {
  const res = await call('GET', `/events${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Array<{ eventId: string; startAt: string; status: number }>; metadata: { pagination: { total: number; limit: number } } };
};
/** The visit events (8 and 9) of a customer's timeline. */
export const timeline = async (tenantId = carmen, token = ana) =>
  ((await call('GET', `/tenants/${tenantId}/activities`, token)).json().data as Array<{ eventType: number; title: string }>).filter((a) => a.eventType === 8 || a.eventType === 9);
