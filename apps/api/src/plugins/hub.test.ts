import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentGroup, draftPublishingGroup, HUB_PATH, type HubMessage, type JoinGroupAck } from '@vitrina/contract/hub';
import { signUp, type TestApp } from '../../test/app';
import type { FakeMeta } from '../../test/fakes/meta';
import { connectBoth, publishableDraft, settledDraft, startPublishingApp, waitFor } from '../../test/publishing-fixtures';

let t: TestApp;
let meta: FakeMeta;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ t, meta, baseUrl } = await startPublishingApp());
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await t.close();
  await meta.close();
});

function connect(token: string): Socket {
  const socket = io(baseUrl, { path: HUB_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (s.connected) return resolve();
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
const join = (s: Socket, group: string, event = 'JoinGroup') => new Promise<JoinGroupAck>((resolve) => s.emit(event, group, resolve));

describe('the real-time hub', () => {
  it('refuses a bad token with ACCESS_TOKEN_INVALID', async () => {
    for (const token of ['not-a-token', '']) {
      const socket = connect(token);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('ACCESS_TOKEN_INVALID');
      expect(socket.connected).toBe(false);
    }
  });

  it('lets an agent join only its own drafts’ groups and its own agent group', async () => {
    const ana = await signUp(t, 'ana.hub@example.com');
    const luis = await signUp(t, 'luis.hub@example.com');
    const anaDraft = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana.token })).json().data.propertyDraftId;
    const socket = connect(luis.token);
    await connected(socket);
    const refused = { ok: false, error: { type: 'PROPERTY_DRAFT_NOT_FOUND', message: 'El borrador de la propiedad no existe' } };
    expect(await join(socket, draftPublishingGroup(anaDraft))).toEqual(refused);
    expect(await join(socket, agentGroup(ana.agentId))).toEqual(refused);
    expect(await join(socket, 'PROPERTY_DRAFT_PUBLISHING_not-a-uuid')).toEqual(refused);
    expect(await join(socket, 'anything')).toEqual(refused);
    const own = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: luis.token })).json().data.propertyDraftId;
    expect(await join(socket, draftPublishingGroup(own))).toEqual({ ok: true, group: draftPublishingGroup(own) });
    expect(await join(socket, agentGroup(luis.agentId))).toEqual({ ok: true, group: agentGroup(luis.agentId) });
    expect(await join(socket, draftPublishingGroup(own), 'LeaveGroup')).toEqual({ ok: true, group: draftPublishingGroup(own) });
  });

  it("lets a collaborator of any permission watch a draft's publishing, until the owner removes them", async () => {
    const ana = await signUp(t, 'owner.hub@example.com');
    const luis = await signUp(t, 'reader.hub@example.com');
    const draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana.token })).json().data.propertyDraftId;
    const group = draftPublishingGroup(draftId);
    const created = await t.call({ method: 'POST', url: `/rest/v1/property-drafts/${draftId}/invitations`, token: ana.token, payload: { emailAddress: null, permission: 'read' } });
    const token = decodeURIComponent(created.json().data.url.split('/invitations/')[1]);
    const socket = connect(luis.token);
    await connected(socket);
    const refused = { ok: false, error: { type: 'PROPERTY_DRAFT_NOT_FOUND', message: 'El borrador de la propiedad no existe' } };
    expect(await join(socket, group)).toEqual(refused);
    expect((await t.call({ method: 'POST', url: '/rest/v1/invitations/accept', token: luis.token, payload: { token } })).statusCode).toBe(200);
    expect(await join(socket, group)).toEqual({ ok: true, group });
    const owner = connect(ana.token);
    await connected(owner);
    expect((await join(owner, group)).ok).toBe(true);
    const heard = { luis: [] as HubMessage[], ana: [] as HubMessage[] };
    socket.on('ReceiveMessage', (m: HubMessage) => heard.luis.push(m));
    owner.on('ReceiveMessage', (m: HubMessage) => heard.ana.push(m));
    const step = (n: 1 | 2 | 4) => ({ type: 'PublishingStep', step: n, propertyDraftId: draftId, status: 2, postStatus: 4, instagramStatus: null, facebookStatus: null, errorMessage: null, slug: null, propertyId: null }) as const;
    t.app.hub.toGroup(group, step(1));
    await waitFor(async () => heard.luis.length + heard.ana.length, (n) => n === 2);

    // Revoked while watching: the socket already in the group is dropped from it at once.
    await t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${draftId}/collaborators/${luis.agentId}`, token: ana.token });
    t.app.hub.toGroup(group, step(2));
    await waitFor(async () => heard.ana.length, (n) => n === 2);
    // A later message to Luis's own group arrives after anything sent before it: the draft's step 2 did not.
    t.app.hub.toGroup(agentGroup(luis.agentId), step(4));
    await waitFor(async () => heard.luis.length, (n) => n >= 2);
    expect(heard.luis.map((m) => m.type === 'PublishingStep' && m.step)).toEqual([1, 4]);
    expect(socket.connected).toBe(true);
    expect(await join(socket, group)).toEqual(refused);
  });

  it('sends each step in order with its statuses, and PublishingStarted then PropertyPublished to the agent group', async () => {
    const ana = await signUp(t, 'eva.hub@example.com');
    const accounts = await connectBoth(t, meta, ana.agentId, 3);
    const { id, imageIds } = await publishableDraft(t, ana.token, 2);
    const put = (path: string, payload: object) => t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${id}/${path}`, token: ana.token, payload });
    await put('instagram', { imagesUrls: imageIds, caption: 'En vivo' });
    await put('facebook', { imagesUrls: imageIds, caption: 'En vivo', pagesIds: [accounts.pages[0]!.id] });

    const watcher = connect(ana.token);
    const lister = connect(ana.token); // another tab: only the agent group
    const stranger = connect((await signUp(t, 'otro.hub@example.com')).token);
    await Promise.all([connected(watcher), connected(lister), connected(stranger)]);
    expect((await join(watcher, draftPublishingGroup(id))).ok).toBe(true);
    const steps: HubMessage[] = [];
    const agentMessages: HubMessage[] = [];
    const strangers: HubMessage[] = [];
    watcher.on('ReceiveMessage', (m: HubMessage) => steps.push(m));
    lister.on('ReceiveMessage', (m: HubMessage) => agentMessages.push(m));
    stranger.on('ReceiveMessage', (m: HubMessage) => strangers.push(m));

    await put('publish', {});
    const done = await settledDraft(t, ana.token, id);
    await waitFor(async () => agentMessages.length, (n) => n >= 2);

    const stepsOnly = steps.filter((m) => m.type === 'PublishingStep');
    expect(stepsOnly.map((m) => m.type === 'PublishingStep' && m.step)).toEqual([1, 2, 3, 4]);
    expect(stepsOnly[0]).toMatchObject({ propertyDraftId: id, status: 2, postStatus: 5, instagramStatus: 1, facebookStatus: 1, errorMessage: null, slug: null });
    expect(stepsOnly[1]).toMatchObject({ postStatus: 6, instagramStatus: 2, facebookStatus: 1 });
    expect(stepsOnly[2]).toMatchObject({ postStatus: 6, instagramStatus: 2, facebookStatus: 2 });
    expect(stepsOnly[3]).toMatchObject({ status: 3, postStatus: 2, slug: done.property.slug, propertyId: done.property.propertyId });
    // The watcher is in its agent group too.
    expect(steps.filter((m) => m.type === 'PropertyPublished')).toHaveLength(1);
    expect(agentMessages).toEqual([
      // Every tab learns at once that the draft is publishing (the floating panel, the draft list).
      expect.objectContaining({ type: 'PublishingStarted', propertyDraftId: id, title: 'Apartamento en venta en Chacao', postStatus: 4 }),
      {
        type: 'PropertyPublished',
        propertyDraftId: id,
        title: 'Apartamento en venta en Chacao',
        postStatus: 2,
        instagramStatus: 2,
        facebookStatus: 2,
        slug: done.property.slug,
        propertyId: done.property.propertyId,
        errorMessage: null,
      },
    ]);
    expect(strangers).toEqual([]);
  });
});
