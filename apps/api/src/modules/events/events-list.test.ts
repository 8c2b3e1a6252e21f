import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import { createTenant } from '../../../test/tenants-fixtures';
import { VISIT_REMINDERS_QUEUE } from './visit-reminders.job';
import { t, ana, luis, draftId, call, errorOf, newDraft, at, utc, visit, schedule, listAll, timeline, useVisitFixtures } from './events-fixtures';

useVisitFixtures();

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

  it('without SMTP the reminder sweep is not scheduled', async () => {
    const result = (await t.database.db.execute(sql`select name from pgboss.schedule`)) as unknown as { rows: Array<{ name: string }> };
    expect(result.rows.map((r) => r.name)).not.toContain(VISIT_REMINDERS_QUEUE);
  });

  it('only a signed-in agent reaches the calendar', async () => {
    expect((await t.call({ method: 'GET', url: '/rest/v1/events' })).statusCode).toBe(401);
  });
});

