import { describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/tenants-fixtures';
import { t, ana, luis, carmen, draftId, call, errorOf, newDraft, at, utc, visit, schedule, listAll, timeline, useVisitFixtures } from './events-fixtures';

useVisitFixtures();

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
