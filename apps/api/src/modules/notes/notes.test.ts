import { beforeEach, describe, expect, it } from 'vitest';
import { tenantNotes } from '../../db/schema/index';
import { type TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { createTenant } from '../../../test/tenants-fixtures';

let t: TestApp;
let ana: string;
let luis: string;
let tenantId: string;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));
beforeEach(async () => {
  tenantId = (await createTenant(t, ana, { firstName: 'Carmen', lastName: 'Rodríguez' })).tenantId;
});

const base = (id = tenantId) => `/rest/v1/tenants/${id}/notes`;
const create = (payload: Record<string, unknown>, token = ana, id = tenantId) => t.call({ method: 'POST', url: base(id), token, payload });
const list = (token = ana, query = '') => t.call({ method: 'GET', url: `${base()}${query}`, token });
const stored = async () => (await t.database.db.select().from(tenantNotes)).map((n) => ({ content: n.content, pinned: n.pinned }));

describe('notes', () => {
  it('adds a note with its author, and event 7 in the timeline', async () => {
    const res = await create({ content: '<p>Quiere <strong>tres</strong> habitaciones</p>' });
    expect(res.statusCode).toBe(201);
    const note = res.json().data;
    expect(note).toMatchObject({ tenantId, content: '<p>Quiere <strong>tres</strong> habitaciones</p>', pinned: false, author: { fullName: expect.stringMatching(/\S/) } });
    expect(note.createdAt).toBe(note.updatedAt);
    const activities = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/activities`, token: ana })).json().data;
    expect(activities[0]).toMatchObject({ eventType: 7, title: 'Se ha añadido una nota al cliente', index: 2 });
  });

  it('lists pinned notes first, then the newest, a page at a time', async () => {
    for (const [content, pinned] of [['<p>primera</p>', false], ['<p>fijada</p>', true], ['<p>segunda</p>', false], ['<p>tercera</p>', false]] as const) {
      expect((await create({ content, pinned })).statusCode).toBe(201);
    }
    const all = (await list()).json();
    expect(all.data.map((n: { content: string }) => n.content)).toEqual(['<p>fijada</p>', '<p>tercera</p>', '<p>segunda</p>', '<p>primera</p>']);
    expect(all.data[0].pinned).toBe(true);
    expect(all.metadata.pagination).toMatchObject({ total: 4, limit: 20, offset: 0 });
    const second = (await list(ana, '?limit=2&offset=2')).json();
    expect(second.data.map((n: { content: string }) => n.content)).toEqual(['<p>segunda</p>', '<p>primera</p>']);
    expect(second.metadata.pagination).toMatchObject({ total: 4, limit: 2, offset: 2 });
  });

  it('edits the content, pins and unpins; only what is sent changes', async () => {
    const note = (await create({ content: '<p>Llamar el lunes</p>' })).json().data;
    const url = `${base()}/${note.noteId}`;
    const pinned = await t.call({ method: 'PUT', url, token: ana, payload: { pinned: true } });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().data).toMatchObject({ noteId: note.noteId, content: '<p>Llamar el lunes</p>', pinned: true });
    const edited = (await t.call({ method: 'PUT', url, token: ana, payload: { content: '<p>Llamar el <em>martes</em></p>' } })).json().data;
    expect(edited).toMatchObject({ content: '<p>Llamar el <em>martes</em></p>', pinned: true, createdAt: note.createdAt });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));
    await t.call({ method: 'PUT', url, token: ana, payload: { pinned: false } });
    expect(await stored()).toEqual([{ content: '<p>Llamar el <em>martes</em></p>', pinned: false }]);
    // Editing adds nothing to the timeline: only the note's addition is an event.
    const activities = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenantId}/activities`, token: ana })).json().data;
    expect(activities.filter((a: { eventType: number }) => a.eventType === 7)).toHaveLength(1);
  });

  it('deletes a note with the usual empty answer; a second delete is not found', async () => {
    const note = (await create({ content: '<p>Borrar</p>' })).json().data;
    const url = `${base()}/${note.noteId}`;
    const res = await t.call({ method: 'DELETE', url, token: ana });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, metadata: {} });
    expect(await stored()).toEqual([]);
    const again = await t.call({ method: 'DELETE', url, token: ana });
    expect(again.statusCode).toBe(404);
    expect(again.json().metadata.error).toMatchObject({ type: 'NOTE_NOT_FOUND', message: 'La nota no existe' });
  });

  it('sanitises hostile HTML and keeps what a note may hold', async () => {
    const res = await create({
      content: '<p onclick="x()">Hola <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">a</a> <a href="https://ejemplo.com">b</a></p><iframe src="https://evil"></iframe>',
    });
    expect(res.statusCode).toBe(201);
    const content: string = res.json().data.content;
    expect(content).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
    expect(content).toContain('<a href="https://ejemplo.com" target="_blank" rel="noopener noreferrer nofollow">b</a>');
    expect((await stored())[0]!.content).toBe(content);
  });
});

describe('notes: bad input leaves the data as it was', () => {
  it('answers the Spanish messages on create', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { content: 'La nota es requerida' }],
      [{ content: null }, { content: 'La nota es requerida' }],
      [{ content: '<p> </p><script>solo esto</script>' }, { content: 'La nota es requerida' }],
      [{ content: `<p>${'a'.repeat(5001)}</p>` }, { content: 'La nota debe contener máximo 5000 caracteres' }],
      [{ content: 'a'.repeat(20001) }, { content: 'La nota debe contener máximo 5000 caracteres' }],
      [{ content: '<p>ok</p>', pinned: 'sí' }, { pinned: 'El valor de fijada no es válido' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().metadata.error).toMatchObject({ type: 'VALIDATION_ERROR', fields });
    }
    // 5000 visible characters in bold are within the limit.
    expect((await create({ content: `<p><strong>${'a'.repeat(5000)}</strong></p>` })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a bad edit and keeps the note', async () => {
    const note = (await create({ content: '<p>Original</p>', pinned: true })).json().data;
    const url = `${base()}/${note.noteId}`;
    for (const payload of [{ content: '' }, { content: '<p><br></p>' }, { pinned: 1 }, { content: '<p>x</p>', author: 'otro' }]) {
      expect((await t.call({ method: 'PUT', url, token: ana, payload })).statusCode).toBe(400);
    }
    expect(await stored()).toEqual([{ content: '<p>Original</p>', pinned: true }]);
  });
});

describe('notes: scoped to their author', () => {
  it("answers 404 for another agent's customer and keeps its notes", async () => {
    await create({ content: '<p>De Ana</p>' });
    for (const res of [await list(luis), await create({ content: '<p>De Luis</p>' }, luis)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().metadata.error.type).toBe('TENANT_NOT_FOUND');
    }
    expect(await stored()).toEqual([{ content: '<p>De Ana</p>', pinned: false }]);
  });

  it("never shows, edits or deletes another agent's note, even on a shared customer", async () => {
    const note = (await create({ content: '<p>Privada</p>' })).json().data;
    expect((await t.call({ method: 'POST', url: `/rest/v1/tenants/${tenantId}/agents`, token: luis, payload: { tenantType: 2 } })).statusCode).toBe(201);
    expect((await list(luis)).json().data).toEqual([]);
    const url = `${base()}/${note.noteId}`;
    for (const res of [
      await t.call({ method: 'PUT', url, token: luis, payload: { content: '<p>Cambiada</p>', pinned: true } }),
      await t.call({ method: 'DELETE', url, token: luis }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().metadata.error.type).toBe('NOTE_NOT_FOUND');
    }
    expect(await stored()).toEqual([{ content: '<p>Privada</p>', pinned: false }]);
    // Luis's own note is his alone.
    await create({ content: '<p>De Luis</p>' }, luis);
    expect((await list(ana)).json().data.map((n: { content: string }) => n.content)).toEqual(['<p>Privada</p>']);
  });

  it('answers 404 for malformed ids and for a note of another customer', async () => {
    const other = (await createTenant(t, ana, { firstName: 'Pedro' })).tenantId;
    const note = (await create({ content: '<p>De Carmen</p>' })).json().data;
    const wrongCustomer = await t.call({ method: 'PUT', url: `${base(other)}/${note.noteId}`, token: ana, payload: { pinned: true } });
    expect(wrongCustomer.json().metadata.error.type).toBe('NOTE_NOT_FOUND');
    const badTenant = await t.call({ method: 'GET', url: '/rest/v1/tenants/no-es-un-id/notes', token: ana });
    expect([badTenant.statusCode, badTenant.json().metadata.error.type]).toEqual([404, 'TENANT_NOT_FOUND']);
    const badNote = await t.call({ method: 'DELETE', url: `${base()}/123`, token: ana });
    expect([badNote.statusCode, badNote.json().metadata.error.type]).toEqual([404, 'NOTE_NOT_FOUND']);
    expect(await stored()).toEqual([{ content: '<p>De Carmen</p>', pinned: false }]);
  });

  it('asks for a session', async () => {
    expect((await t.call({ method: 'GET', url: base() })).statusCode).toBe(401);
  });
});
