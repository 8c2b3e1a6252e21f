import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index';
import type { TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { createTenant } from '../../../test/tenants-fixtures';

let t: TestApp;
let ana: string;
let luis: string;
let carmen: string;
let draftId: string;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url: `/rest/v1${url}`, token, payload });
const errorOf = (res: { json(): { metadata: { error: { type: string; message: string; fields?: Record<string, string> } } } }) => res.json().metadata.error;
const newDraft = async (token = ana) => (await call('POST', '/property-drafts', token)).json().data.propertyDraftId as string;

/** 2026-12-10 at hh:mm in Caracas (UTC-4), as the browser would send it. */
const at = (hhmm: string, day = '2026-12-10') => `${day}T${hhmm}:00-04:00`;
const utc = (hhmm: string, day = '2026-12-10') => new Date(at(hhmm, day)).toISOString();
const visit = (o: Record<string, unknown> = {}) => ({ tenantId: carmen, propertyDraftId: null, startAt: at('10:00'), endAt: at('11:00'), ...o });
const schedule = async (o: Record<string, unknown> = {}, token = ana) => {
  const res = await call('POST', '/events', token, visit(o));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: { eventId: string } & Record<string, unknown>; metadata: { overlaps: Array<Record<string, unknown>> } };
};
const listAll = async (query = '', token = ana) => {
  const res = await call('GET', `/events${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Array<{ eventId: string; startAt: string; status: number }>; metadata: { pagination: { total: number; limit: number } } };
};
const timeline = async (tenantId = carmen, token = ana) =>
  ((await call('GET', `/tenants/${tenantId}/activities`, token)).json().data as Array<{ eventType: number; title: string }>).filter((a) => a.eventType >= 8);

beforeEach(async () => {
  carmen = (await createTenant(t, ana, { firstName: 'Carmen', lastName: 'Rodríguez' })).tenantId;
  draftId = await newDraft();
  const types = (await call('GET', '/property-types', ana)).json().data as Array<{ name: string; propertyTypeId: number }>;
  const apartment = types.find((x) => x.name === 'Apartamento')!.propertyTypeId;
  expect((await call('PUT', `/property-drafts/${draftId}`, ana, { propertyType: apartment, price: 90000, operationType: 2 })).statusCode).toBe(200);
  const located = await call('PUT', `/property-drafts/${draftId}/location`, ana, { address: 'Av. Francisco de Miranda, Chacao', countryState: 1, location: 1, latitude: 10.5, longitude: -66.85 });
  expect(located.statusCode, located.body).toBe(200);
});

describe('scheduling a visit', () => {
  it('answers 201 with the customer, the listing, status Programada and the listing address as place, and tells the timeline', async () => {
    const draftTitle = (await call('GET', `/property-drafts/${draftId}`, ana)).json().data.title as string;
    expect(draftTitle).toMatch(/^Apartamento en venta/);
    const { data, metadata } = await schedule({ propertyDraftId: draftId, note: '  Llevar llaves ' });
    expect(data).toMatchObject({
      tenantId: carmen,
      tenant: { tenantId: carmen, fullName: 'Carmen Rodríguez', slug: expect.any(String) },
      propertyDraftId: draftId,
      property: { propertyDraftId: draftId, propertyId: null, title: draftTitle, address: 'Av. Francisco de Miranda, Chacao' },
      startAt: '2026-12-10T14:00:00.000Z',
      endAt: '2026-12-10T15:00:00.000Z',
      place: 'Av. Francisco de Miranda, Chacao',
      status: 1,
      note: 'Llevar llaves',
    });
    expect(metadata).toEqual({ overlaps: [] });
    expect(await timeline()).toEqual([expect.objectContaining({ eventType: 8, title: 'Se ha agendado una visita' })]);
  });

  it('keeps a place given, and has no place nor listing without them; an untitled draft reads "Propiedad sin título"', async () => {
    expect((await schedule({ propertyDraftId: draftId, place: 'Café de la esquina' })).data.place).toBe('Café de la esquina');
    const bare = (await schedule({ startAt: at('12:00'), endAt: at('13:00') })).data;
    expect(bare).toMatchObject({ place: null, property: null, propertyDraftId: null, note: null });
    const empty = await newDraft();
    expect((await schedule({ propertyDraftId: empty, startAt: at('14:00'), endAt: at('15:00') })).data).toMatchObject({
      place: null,
      property: { title: 'Propiedad sin título', address: null },
    });
  });

  it('refuses bad input with Spanish messages and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ tenantId: undefined }, 'tenantId', 'El cliente es requerido'],
      [{ tenantId: '' }, 'tenantId', 'El cliente es requerido'],
      [{ startAt: undefined }, 'startAt', 'La fecha de inicio es requerida'],
      [{ endAt: null }, 'endAt', 'La fecha de fin es requerida'],
      [{ startAt: '10/12/2026 10:00' }, 'startAt', 'La fecha de inicio no es válida'],
      [{ endAt: '2026-12-10T11:00:00' }, 'endAt', 'La fecha de fin no es válida'],
      [{ endAt: at('09:00') }, 'endAt', 'La hora de fin debe ser posterior a la hora de inicio'],
      [{ endAt: at('10:00') }, 'endAt', 'La hora de fin debe ser posterior a la hora de inicio'],
      [{ status: 5 }, 'status', 'El estado no es válido'],
      [{ status: 0 }, 'status', 'El estado no es válido'],
      [{ place: 'x'.repeat(256) }, 'place', 'El lugar no debe tener más de 255 caracteres'],
      [{ note: 'x'.repeat(1001) }, 'note', 'La nota no debe tener más de 1000 caracteres'],
    ];
    for (const [o, field, message] of cases) {
      const res = await call('POST', '/events', ana, visit(o));
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
      expect(errorOf(res).type).toBe('VALIDATION_ERROR');
      expect(errorOf(res).fields?.[field], JSON.stringify(o)).toBe(message);
    }
    expect((await listAll()).metadata.pagination.total).toBe(0);
    expect(await timeline()).toEqual([]);
  });

  it("answers 404 for another agent's customer or listing, and for unknown ids, storing nothing", async () => {
    const theirs = (await createTenant(t, luis, { firstName: 'Pedro', lastName: 'Pérez' })).tenantId;
    const theirDraft = await newDraft(luis);
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ tenantId: theirs }, 'TENANT_NOT_FOUND'],
      [{ tenantId: 'no-es-un-id' }, 'TENANT_NOT_FOUND'],
      [{ propertyDraftId: theirDraft }, 'PROPERTY_DRAFT_NOT_FOUND'],
      [{ propertyDraftId: '00000000-0000-0000-0000-000000000000' }, 'PROPERTY_DRAFT_NOT_FOUND'],
      [{ propertyDraftId: 'x' }, 'PROPERTY_DRAFT_NOT_FOUND'],
    ];
    for (const [o, type] of refused) {
      const res = await call('POST', '/events', ana, visit(o));
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ type });
    }
    expect((await listAll()).metadata.pagination.total).toBe(0);
    expect((await listAll('', luis)).metadata.pagination.total).toBe(0);
  });

  it('accepts a listing shared with the agent (read access is enough)', async () => {
    const created = await call('POST', `/property-drafts/${draftId}/invitations`, ana, { emailAddress: null, permission: 'read', scope: null });
    const token = decodeURIComponent(created.json().data.url.split('/invitations/')[1]);
    expect((await call('POST', '/invitations/accept', luis, { token })).statusCode).toBe(200);
    const pedro = (await createTenant(t, luis, { firstName: 'Pedro', lastName: 'Pérez' })).tenantId;
    const { data } = await schedule({ tenantId: pedro, propertyDraftId: draftId }, luis);
    expect(data).toMatchObject({ place: 'Av. Francisco de Miranda, Chacao', property: { propertyDraftId: draftId } });
    // The listing's owner does not see the collaborator's visit: each agent's calendar is their own.
    expect((await listAll(`?propertyId=${draftId}`)).data).toEqual([]);
  });
});

describe('overlaps', () => {
  it("warns with the agent's other non-cancelled visits that intersect, and saves anyway", async () => {
    const pedro = (await createTenant(t, ana, { firstName: 'Pedro', lastName: 'Pérez' })).tenantId;
    const first = (await schedule()).data;
    const second = await schedule({ tenantId: pedro, startAt: at('10:30'), endAt: at('11:30') });
    expect(second.metadata.overlaps).toEqual([{ eventId: first.eventId, startAt: utc('10:00'), endAt: utc('11:00'), tenantFullName: 'Carmen Rodríguez' }]);
    // Back to back is not an overlap; only the second visit intersects 11:00–12:00.
    const third = await schedule({ startAt: at('11:00'), endAt: at('12:00') });
    expect(third.metadata.overlaps.map((o) => o.eventId)).toEqual([second.data.eventId]);
    // Another agent's visit at the same time is not mentioned.
    const luisTenant = (await createTenant(t, luis)).tenantId;
    expect((await schedule({ tenantId: luisTenant }, luis)).metadata.overlaps).toEqual([]);
    // A cancelled visit neither conflicts nor is warned about.
    const cancelled = await call('PUT', `/events/${first.eventId}`, ana, visit({ status: 3, place: null }));
    expect(cancelled.json().metadata.overlaps).toEqual([]);
    const again = await schedule({ startAt: at('10:15'), endAt: at('10:45') });
    expect(again.metadata.overlaps.map((o) => o.eventId)).toEqual([second.data.eventId]);
    expect((await listAll()).metadata.pagination.total).toBe(4);
  });

  it('PUT answers the overlaps of the new time', async () => {
    const first = (await schedule()).data;
    const other = (await schedule({ startAt: at('15:00'), endAt: at('16:00') })).data;
    const moved = await call('PUT', `/events/${other.eventId}`, ana, visit({ startAt: at('10:45'), endAt: at('11:15'), place: null, status: 1 }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().metadata.overlaps).toEqual([expect.objectContaining({ eventId: first.eventId })]);
  });
});

describe('listing visits', () => {
  it('answers the visits intersecting [from, to) ordered by start, filtered by customer and status', async () => {
    const pedro = (await createTenant(t, ana, { firstName: 'Pedro', lastName: 'Pérez' })).tenantId;
    const late = (await schedule({ startAt: at('16:00'), endAt: at('17:00') })).data.eventId;
    const early = (await schedule({ tenantId: pedro, startAt: at('08:00'), endAt: at('09:00') })).data.eventId;
    const nextDay = (await schedule({ startAt: at('10:00', '2026-12-11'), endAt: at('11:00', '2026-12-11') })).data.eventId;
    const crossing = (await schedule({ startAt: at('23:30', '2026-12-09'), endAt: at('00:30') })).data.eventId;

    const day = await listAll(`?from=${encodeURIComponent(at('00:00'))}&to=${encodeURIComponent(at('00:00', '2026-12-11'))}`);
    expect(day.data.map((e) => e.eventId)).toEqual([crossing, early, late]);
    expect(day.metadata.pagination).toEqual({ limit: 500, offset: 0, total: 3 });
    expect((await listAll()).data.map((e) => e.eventId)).toEqual([crossing, early, late, nextDay]);
    expect((await listAll(`?tenantId=${pedro}`)).data.map((e) => e.eventId)).toEqual([early]);
    await call('PUT', `/events/${late}`, ana, visit({ startAt: at('16:00'), endAt: at('17:00'), place: null, status: 2 }));
    expect((await listAll('?status=2')).data.map((e) => e.eventId)).toEqual([late]);
    expect((await listAll('?limit=2&offset=1')).data.map((e) => e.eventId)).toEqual([early, late]);
    expect((await listAll('?tenantId=no-es-un-id')).data).toEqual([]);
  });

  it('finds a listing\'s visits by its draft id and by its published property id', async () => {
    const other = await newDraft();
    const onListing = (await schedule({ propertyDraftId: draftId })).data.eventId;
    await schedule({ propertyDraftId: other, startAt: at('12:00'), endAt: at('13:00') });
    await schedule({ startAt: at('14:00'), endAt: at('15:00') });
    const owner = await t.database.db.execute(sql`select agent_id from property_drafts where id = ${draftId}`);
    const agentId = (owner as unknown as { rows: Array<{ agent_id: string }> }).rows[0]!.agent_id;
    const [listing] = await t.database.db.insert(properties).values({ draftId, agentId, slug: 'casa-chacao', status: 2, publishedAt: new Date() }).returning();
    expect((await listAll(`?propertyId=${draftId}`)).data.map((e) => e.eventId)).toEqual([onListing]);
    const byProperty = await listAll(`?propertyId=${listing!.id}`);
    expect(byProperty.data.map((e) => e.eventId)).toEqual([onListing]);
    expect(byProperty.data[0]).toMatchObject({ property: { propertyId: listing!.id } });
    expect((await listAll('?propertyId=00000000-0000-0000-0000-000000000000')).data).toEqual([]);
  });

  it('refuses a bad filter with a Spanish message', async () => {
    for (const [query, field, message] of [
      ['?from=ayer', 'from', 'La fecha no es válida'],
      ['?status=7', 'status', 'El estado no es válido'],
      ['?limit=501', 'limit', 'El límite no puede ser mayor que 500'],
    ]) {
      const res = await call('GET', `/events${query}`, ana);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.[field!]).toBe(message);
    }
  });
});

describe('changing and deleting a visit', () => {
  it('a status change tells the timeline with the new status; other changes do not', async () => {
    const { eventId } = (await schedule({ propertyDraftId: draftId })).data;
    const moved = await call('PUT', `/events/${eventId}`, ana, visit({ propertyDraftId: draftId, startAt: at('17:00'), endAt: at('18:00'), place: 'Otra dirección', status: 1, note: 'Cambio de hora' }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ startAt: utc('17:00'), place: 'Otra dirección', note: 'Cambio de hora', status: 1 });
    const done = await call('PUT', `/events/${eventId}`, ana, visit({ propertyDraftId: draftId, startAt: at('17:00'), endAt: at('18:00'), place: 'Otra dirección', status: 2 }));
    expect(done.json().data).toMatchObject({ status: 2, note: null });
    expect((await timeline()).map((a) => a.title)).toEqual(expect.arrayContaining(['Se ha agendado una visita', 'La visita ha cambiado a «Realizada»']));
    expect(await timeline()).toHaveLength(2);
  });

  it("answers 404 for another agent's visit and leaves it as it was; bad input changes nothing", async () => {
    const { data } = await schedule({ propertyDraftId: draftId });
    const luisTenant = (await createTenant(t, luis)).tenantId;
    for (const res of [
      await call('PUT', `/events/${data.eventId}`, luis, visit({ tenantId: luisTenant, place: null, status: 2 })),
      await call('DELETE', `/events/${data.eventId}`, luis),
      await call('PUT', '/events/no-es-un-id', ana, visit({ place: null, status: 2 })),
      await call('DELETE', '/events/00000000-0000-0000-0000-000000000000', ana),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ type: 'EVENT_NOT_FOUND', message: 'La visita no existe' });
    }
    expect((await listAll('', luis)).data).toEqual([]);
    const theirs = (await createTenant(t, luis, { firstName: 'Pedro' })).tenantId;
    const moveToTheirs = await call('PUT', `/events/${data.eventId}`, ana, visit({ tenantId: theirs, place: null, status: 2 }));
    expect(errorOf(moveToTheirs).type).toBe('TENANT_NOT_FOUND');
    const invalid = await call('PUT', `/events/${data.eventId}`, ana, visit({ endAt: at('09:00'), place: null, status: 2 }));
    expect(errorOf(invalid).fields).toEqual({ endAt: 'La hora de fin debe ser posterior a la hora de inicio' });
    const missingStatus = await call('PUT', `/events/${data.eventId}`, ana, visit({ place: null }));
    expect(errorOf(missingStatus).fields).toEqual({ status: 'El estado no es válido' });
    const [after] = (await listAll()).data;
    expect(after).toEqual(data);
    expect(await timeline()).toHaveLength(1);
  });

  it('deletes a visit once', async () => {
    const { eventId } = (await schedule()).data;
    expect((await call('DELETE', `/events/${eventId}`, ana)).json()).toEqual({ data: null, metadata: {} });
    expect((await listAll()).data).toEqual([]);
    expect((await call('DELETE', `/events/${eventId}`, ana)).statusCode).toBe(404);
  });

  it('a deleted listing leaves its visits without a listing', async () => {
    const { eventId } = (await schedule({ propertyDraftId: draftId })).data;
    await t.database.db.execute(sql`delete from property_drafts where id = ${draftId}`);
    expect((await listAll()).data).toEqual([expect.objectContaining({ eventId, propertyDraftId: null, property: null, place: 'Av. Francisco de Miranda, Chacao' })]);
  });

  it('only a signed-in agent reaches the calendar', async () => {
    expect((await t.call({ method: 'GET', url: '/rest/v1/events' })).statusCode).toBe(401);
  });
});
