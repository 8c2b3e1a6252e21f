import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/app';
import { t, ana, luis, call, tokenOf, useCollaborationAgents } from './collaboration-fixtures';

useCollaborationAgents();

const newDraft = async (token = ana) => (await call('POST', '/property-drafts', token)).json().data.propertyDraftId as string;
const invite = (draftId: string, body: object, token = ana) => call('POST', `/property-drafts/${draftId}/invitations`, token, body);
const accept = (token: string, as = luis) => call('POST', '/invitations/accept', as, { token });
const errorOf = (res: { json(): { metadata: { error: { type: string; message: string; fields?: Record<string, string> } } } }) => res.json().metadata.error;

async function invitedAs(permission: 'read' | 'write', scope: string | null, as = luis) {
  const draftId = await newDraft();
  const created = await invite(draftId, { emailAddress: null, permission, scope });
  expect(created.statusCode).toBe(201);
  expect((await accept(tokenOf(created.json().data.url), as)).statusCode).toBe(200);
  return draftId;
}

describe('invitations', () => {
  it('invites by e-mail: answers a 7-day link to the web page, mails it in Spanish and keeps only its hash', async () => {
    const draftId = await newDraft();
    const before = Date.now();
    const res = await invite(draftId, { emailAddress: 'Eva@Example.com', permission: 'write', scope: 'media,details' });
    expect(res.statusCode).toBe(201);
    const { invitationId, url, expiresAt } = res.json().data;
    expect(url).toMatch(/^http:\/\/vitrina\.test\/invitations\/[A-Za-z0-9_-]{43}$/);
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(new Date(expiresAt).getTime()).toBeGreaterThanOrEqual(before + week - 1000);
    expect(new Date(expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + week + 1000);

    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe('eva@example.com');
    expect(t.mails[0]!.subject).toBe('Ana te invitó a colaborar en una propiedad en Vitrina');
    expect(t.mails[0]!.text).toContain(url);
    expect(t.mails[0]!.text).toContain('ver y editar');

    const token = tokenOf(url);
    const rows = await t.database.db.execute(sql`select token_hash, scope, email_address from draft_invitations where id = ${invitationId}`);
    const row = (rows as unknown as { rows: Array<Record<string, string>> }).rows[0]!;
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.scope).toBe('details,media');

    const listed = (await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data;
    expect(listed).toEqual({
      collaborators: [],
      pendingInvitations: [{ invitationId, emailAddress: 'eva@example.com', permission: 'write', scope: 'details,media', createdAt: expect.any(String), expiresAt }],
    });
  });

  it('a link-only invitation sends no mail; read ignores the scope and the four scopes read as all', async () => {
    const draftId = await newDraft();
    expect((await invite(draftId, { emailAddress: null, permission: 'read', scope: 'nonsense' })).statusCode).toBe(201);
    expect((await invite(draftId, { emailAddress: null, permission: 'write', scope: 'social-media,location,media,details' })).statusCode).toBe(201);
    expect(t.mails).toHaveLength(0);
    const pending = (await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data.pendingInvitations;
    expect(pending.map((p: { permission: string; scope: string | null }) => [p.permission, p.scope])).toEqual([
      ['read', null],
      ['write', 'all'],
    ]);
  });

  it('refuses a write invitation without a valid scope, a bad permission or e-mail, and inviting oneself', async () => {
    const draftId = await newDraft();
    const cases: Array<[object, string, string]> = [
      [{ emailAddress: null, permission: 'write' }, 'scope', 'Selecciona al menos un permiso de edición válido'],
      [{ emailAddress: null, permission: 'write', scope: '' }, 'scope', 'Selecciona al menos un permiso de edición válido'],
      [{ emailAddress: null, permission: 'write', scope: 'details,price' }, 'scope', 'Selecciona al menos un permiso de edición válido'],
      [{ emailAddress: null, permission: 'write', scope: 'media,media' }, 'scope', 'Selecciona al menos un permiso de edición válido'],
      [{ emailAddress: null, permission: 'admin', scope: 'all' }, 'permission', 'El permiso debe ser de lectura o de edición'],
      [{ emailAddress: 'no-es-correo', permission: 'read' }, 'emailAddress', 'Debe escribir un correo electrónico válido'],
      [{ emailAddress: 'ana@example.com', permission: 'read' }, 'emailAddress', 'No puedes invitarte a ti mismo'],
    ];
    for (const [body, field, message] of cases) {
      const res = await invite(draftId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).type).toBe('VALIDATION_ERROR');
      expect(errorOf(res).fields?.[field]).toBe(message);
    }
    expect((await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data.pendingInvitations).toEqual([]);
  });

  it("another agent's draft, or an unknown one, answers 404 as if it did not exist", async () => {
    const draftId = await newDraft();
    const body = { emailAddress: null, permission: 'read' };
    for (const id of [draftId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await invite(id, body, luis);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).type).toBe('PROPERTY_DRAFT_NOT_FOUND');
    }
    expect((await call('GET', `/property-drafts/${draftId}/collaborators`, luis)).statusCode).toBe(404);
    const { invitationId } = (await invite(draftId, body)).json().data;
    const revoke = await call('DELETE', `/invitations/${invitationId}`, luis);
    expect(revoke.statusCode).toBe(404);
    expect(errorOf(revoke).type).toBe('INVITATION_NOT_FOUND');
    expect((await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data.pendingInvitations).toHaveLength(1);
  });
});

describe('accepting', () => {
  it('makes the signed-in agent a collaborator and answers the draft as its owner reads it', async () => {
    const draftId = await newDraft();
    const { url } = (await invite(draftId, { emailAddress: 'luis@example.com', permission: 'write', scope: 'location' })).json().data;
    const res = await accept(tokenOf(url));
    expect(res.statusCode).toBe(200);
    const own = (await call('GET', `/property-drafts/${draftId}`, ana)).json().data;
    expect(res.json().data).toMatchObject({ propertyDraftId: draftId, agentId: own.agentId, status: 1 });

    const { collaborators, pendingInvitations } = (await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data;
    expect(pendingInvitations).toEqual([]);
    expect(collaborators).toEqual([
      {
        agentId: expect.any(String),
        name: 'Ana',
        emailAddress: 'luis@example.com',
        permission: 'write',
        scope: 'location',
        invitedBy: own.agentId,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('a token is used once; unknown, revoked, expired and own links each answer a clear error', async () => {
    const draftId = await newDraft();
    const link = async () => tokenOf((await invite(draftId, { emailAddress: null, permission: 'read' })).json().data.url);

    const used = await link();
    expect((await accept(used)).statusCode).toBe(200);
    const again = await accept(used);
    expect([again.statusCode, errorOf(again).type, errorOf(again).message]).toEqual([410, 'INVITATION_ALREADY_USED', 'La invitación ya fue usada. Pide al agente que te envíe una nueva']);

    const unknown = await accept('x'.repeat(43));
    expect([unknown.statusCode, errorOf(unknown).type, errorOf(unknown).message]).toEqual([404, 'INVITATION_NOT_FOUND', 'La invitación no existe']);

    const revokedCreated = (await invite(draftId, { emailAddress: null, permission: 'read' })).json().data;
    expect((await call('DELETE', `/invitations/${revokedCreated.invitationId}`, ana)).statusCode).toBe(200);
    expect((await call('DELETE', `/invitations/${revokedCreated.invitationId}`, ana)).statusCode).toBe(200);
    const revoked = await accept(tokenOf(revokedCreated.url));
    expect([revoked.statusCode, errorOf(revoked).type, errorOf(revoked).message]).toEqual([410, 'INVITATION_REVOKED', 'La invitación fue anulada por el agente que la envió']);

    const expiredCreated = (await invite(draftId, { emailAddress: null, permission: 'read' })).json().data;
    await t.database.db.execute(sql`update draft_invitations set expires_at = now() - interval '1 second' where id = ${expiredCreated.invitationId}`);
    const expired = await accept(tokenOf(expiredCreated.url));
    expect([expired.statusCode, errorOf(expired).type, errorOf(expired).message]).toEqual([410, 'INVITATION_EXPIRED', 'La invitación ha vencido. Pide al agente que te envíe una nueva']);

    const own = await accept(await link(), ana);
    expect([own.statusCode, errorOf(own).type, errorOf(own).message]).toEqual([409, 'INVITATION_OWN_LISTING', 'No puedes aceptar una invitación a tu propia propiedad']);

    expect((await call('POST', '/invitations/accept', luis, {})).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/rest/v1/invitations/accept', payload: { token: used } })).statusCode).toBe(401);
  });

  it('an accepted invitation cannot be revoked: the owner removes the collaborator instead', async () => {
    const draftId = await newDraft();
    const { invitationId, url } = (await invite(draftId, { emailAddress: null, permission: 'read' })).json().data;
    await accept(tokenOf(url));
    const res = await call('DELETE', `/invitations/${invitationId}`, ana);
    expect([res.statusCode, errorOf(res).type]).toEqual([410, 'INVITATION_ALREADY_USED']);
  });
});

describe('collaborators', () => {
  it('the owner changes and removes a collaborator; an agent who is not one answers 404', async () => {
    const draftId = await invitedAs('read', null);
    const [luisEntry] = (await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data.collaborators;
    const changed = await call('PUT', `/property-drafts/${draftId}/collaborators/${luisEntry.agentId}`, ana, { permission: 'write', scope: 'media,social-media' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ agentId: luisEntry.agentId, permission: 'write', scope: 'media,social-media' });

    const bad = await call('PUT', `/property-drafts/${draftId}/collaborators/${luisEntry.agentId}`, ana, { permission: 'write', scope: '' });
    expect([bad.statusCode, errorOf(bad).fields?.scope]).toEqual([400, 'Selecciona al menos un permiso de edición válido']);

    const eva = await signUp(t, 'eva@example.com');
    for (const id of [eva.agentId, 'nope']) {
      const res = await call('PUT', `/property-drafts/${draftId}/collaborators/${id}`, ana, { permission: 'read' });
      expect([res.statusCode, errorOf(res).type, errorOf(res).message]).toEqual([404, 'COLLABORATOR_NOT_FOUND', 'El agente no colabora en esta propiedad']);
    }

    expect((await call('DELETE', `/property-drafts/${draftId}/collaborators/${luisEntry.agentId}`, ana)).json()).toEqual({ data: null, metadata: {} });
    expect((await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data.collaborators).toEqual([]);
    expect((await call('DELETE', `/property-drafts/${draftId}/collaborators/${luisEntry.agentId}`, ana)).statusCode).toBe(404);
    expect((await call('GET', `/property-drafts/${draftId}`, luis)).statusCode).toBe(404);
  });

  it('invited agents cannot invite nor manage collaborators, even with write on every scope', async () => {
    const draftId = await invitedAs('write', 'all');
    const checks = [
      await invite(draftId, { emailAddress: null, permission: 'read' }, luis),
      await call('GET', `/property-drafts/${draftId}/collaborators`, luis),
      await call('PUT', `/property-drafts/${draftId}/collaborators/00000000-0000-4000-8000-000000000000`, luis, { permission: 'read' }),
      await call('DELETE', `/property-drafts/${draftId}/collaborators/00000000-0000-4000-8000-000000000000`, luis),
    ];
    for (const res of checks) {
      expect([res.statusCode, errorOf(res).type, errorOf(res).message]).toEqual([403, 'FORBIDDEN_SCOPE', 'No tienes permiso para hacer este cambio en la propiedad']);
    }
    expect((await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data.pendingInvitations).toEqual([]);
  });
});

describe('access in draft answers', () => {
  it("every draft answer tells the caller's access and the owner; an invited agent's list holds the shared draft", async () => {
    const envId = (await call('GET', '/property-enviroments', ana)).json().data[0].propertyEnviroments[0].propertyEnviromentId;
    const draftId = await newDraft();
    const own = (await call('GET', `/property-drafts/${draftId}`, ana)).json().data;
    expect(own.access).toEqual({ owner: true, permission: 'write', scope: 'all' });
    expect(own.owner).toEqual({ id: own.agentId, name: 'Ana' });

    const { url } = (await invite(draftId, { emailAddress: null, permission: 'write', scope: 'media,details' })).json().data;
    const accepted = (await accept(tokenOf(url))).json().data;
    expect(accepted.access).toEqual({ owner: false, permission: 'write', scope: 'details,media' });
    expect(accepted.owner).toEqual({ id: own.agentId, name: 'Ana' });
    const seen = (await call('GET', `/property-drafts/${draftId}`, luis)).json().data;
    expect(seen.access).toEqual({ owner: false, permission: 'write', scope: 'details,media' });
    const changed = await call('PUT', `/property-drafts/${draftId}/enviroments/${envId}`, luis, { quantity: 2 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.access).toEqual({ owner: false, permission: 'write', scope: 'details,media' });

    const luisOwn = await newDraft(luis);
    const listed = (await call('GET', '/property-drafts', luis)).json();
    expect(listed.metadata.pagination.total).toBe(2);
    const byId = Object.fromEntries(listed.data.map((d: { propertyDraftId: string }) => [d.propertyDraftId, d]));
    expect(byId[draftId]).toMatchObject({ access: { owner: false, permission: 'write', scope: 'details,media' }, owner: { id: own.agentId, name: 'Ana' } });
    expect(byId[luisOwn]).toMatchObject({ access: { owner: true, permission: 'write', scope: 'all' } });
    // The owner's list does not gain the collaborator's drafts.
    expect((await call('GET', '/property-drafts', ana)).json().data.map((d: { propertyDraftId: string }) => d.propertyDraftId)).toEqual([draftId]);

    // A change of permission counts on the next call; removal takes the draft out of the list.
    const luisId = (await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data.collaborators[0].agentId;
    expect((await call('PUT', `/property-drafts/${draftId}/collaborators/${luisId}`, ana, { permission: 'read' })).statusCode).toBe(200);
    expect((await call('GET', `/property-drafts/${draftId}`, luis)).json().data.access).toEqual({ owner: false, permission: 'read', scope: null });
    const refused = await call('PUT', `/property-drafts/${draftId}/enviroments/${envId}`, luis, { quantity: 3 });
    expect([refused.statusCode, errorOf(refused).type]).toEqual([403, 'FORBIDDEN_SCOPE']);
    await call('DELETE', `/property-drafts/${draftId}/collaborators/${luisId}`, ana);
    expect((await call('GET', '/property-drafts', luis)).json().data.map((d: { propertyDraftId: string }) => d.propertyDraftId)).toEqual([luisOwn]);
  });
});

describe('activity', () => {
  it("records who changed which area, newest first, and nothing for a refused call", async () => {
    const envId = (await call('GET', '/property-enviroments', ana)).json().data[0].propertyEnviroments[0].propertyEnviromentId;
    const draftId = await invitedAs('write', 'details');
    expect((await call('PUT', `/property-drafts/${draftId}/enviroments/${envId}`, luis, { quantity: 2 })).statusCode).toBe(200);
    expect((await call('PUT', `/property-drafts/${draftId}/details`, ana, { propertyDetailType: 'WATER', value: 'true' })).statusCode).toBe(200);
    expect((await call('DELETE', `/property-drafts/${draftId}/thumbnail`, luis)).statusCode).toBe(403);
    const res = await call('GET', `/property-drafts/${draftId}/activity?limit=1`, luis);
    expect(res.statusCode).toBe(200);
    const owner = (await call('GET', `/property-drafts/${draftId}`, ana)).json().data.agentId;
    expect(res.json()).toEqual({
      data: [{ activityId: expect.any(String), agent: { id: owner, name: 'Ana' }, area: 'details', action: 'setDraftDetail', createdAt: expect.any(String) }],
      metadata: { pagination: { limit: 1, offset: 0, total: 3 } },
    });
    const second = (await call('GET', `/property-drafts/${draftId}/activity?offset=1`, ana)).json().data;
    // The invitation that let Luis in is the owner's own action.
    expect(second).toMatchObject([
      { area: 'details', action: 'setDraftEnviroment' },
      { area: 'owner', action: 'createDraftInvitation', agent: { id: owner, name: 'Ana' } },
    ]);
    expect(second[0].agent.id).not.toBe(owner);
    const stranger = await call('GET', `/property-drafts/${draftId}/activity`, (await signUp(t, 'eva@example.com')).token);
    expect([stranger.statusCode, errorOf(stranger).type]).toEqual([404, 'PROPERTY_DRAFT_NOT_FOUND']);
  });
});
