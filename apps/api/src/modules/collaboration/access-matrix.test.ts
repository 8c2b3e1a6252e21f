import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '@vitrina/contract/paths';
import { createTestApp, signUp } from '../../../test/app';
import { makeImage, multipart } from '../../../test/images';
import type { AccessNeed, RouteAccess } from './draft-access';

/**
 * The access matrix of issue 11, generated from the app's own route table: every route that
 * declares `config.access` is called by the owner, a read collaborator, a collaborator of each
 * single write scope, a revoked collaborator and a stranger. Refused cells answer exactly 403
 * FORBIDDEN_SCOPE (a listing one may see) or the record's 404 (one may not), and change nothing;
 * allowed cells reach the route (a 2xx, or the route's own 4xx, the same for every allowed caller).
 */

const t = await createTestApp();
afterAll(() => t.close());

const ROLES = ['read', 'details', 'location', 'media', 'social-media', 'revoked', 'stranger', 'owner'] as const;
type Role = (typeof ROLES)[number];
const SCOPES = ['details', 'location', 'media', 'social-media'] as const;

const agents = {} as Record<Role, { token: string; agentId: string }>;
for (const role of ROLES) agents[role] = await signUp(t, `${role}@matrix.example.com`);

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)) as unknown as { rows: T[] };
const [location] = (await rows<{ id: number; state: number }>(sql`select id, country_state_id as state from country_locations order by id limit 1`)).rows;
const [environment] = (await rows<{ id: number }>(sql`select id from property_environments order by id limit 1`)).rows;
const [placeType] = (await rows<{ id: number }>(sql`select id from nearby_place_types order by id limit 1`)).rows;
const [propertyType] = (await rows<{ id: number }>(sql`select id from property_types order by id limit 1`)).rows;
const image = await makeImage(800, 600);
const fakeId = '00000000-0000-4000-8000-000000000000';

/** A body each route's schema accepts, so a refused cell is refused by access, never by validation. */
const bodies: Record<string, () => { payload?: unknown; headers?: Record<string, string> }> = {
  updatePropertyDraft: () => ({ payload: { propertyType: propertyType!.id, price: 1000, operationType: 2 } }),
  setDraftEnviroment: () => ({ payload: { quantity: 1 } }),
  setDraftDetail: () => ({ payload: { propertyDetailType: 'WATER', value: 'true' } }),
  setDraftLocation: () => ({ payload: { countryState: location!.state, location: location!.id } }),
  addDraftImage: () => multipart(image, 'foto.jpg', 'image/jpeg'),
  setDraftThumbnail: () => multipart(image, 'foto.jpg', 'image/jpeg'),
  setDraftVideoThumbnail: () => multipart(image, 'foto.jpg', 'image/jpeg'),
  setDraftVideo: () => multipart(Buffer.from('not a video'), 'video.mp4', 'video/mp4'),
  orderDraftImages: () => ({ payload: { imageIds: [fakeId] } }),
  updateDraftImage: () => ({ payload: { index: 1 } }),
  saveDraftNearbyPlace: () => ({ payload: { propertyNearbyPlaceTypeId: placeType!.id, name: 'Parque del Este', latitude: 10.49, longitude: -66.83 } }),
  saveDraftInstagramPost: () => ({ payload: { imagesUrls: [fakeId], caption: 'Hermoso apartamento' } }),
  saveDraftFacebookPost: () => ({ payload: { imagesUrls: [fakeId], caption: 'Hermoso apartamento', pagesIds: ['1234'] } }),
  createDraftInvitation: () => ({ payload: { emailAddress: null, permission: 'read' } }),
  updateDraftCollaborator: () => ({ payload: { permission: 'read' } }),
  setPropertyStatus: () => ({ payload: { status: 5 } }),
};

function allowed(role: Role, need: AccessNeed): boolean {
  if (role === 'owner') return true;
  if (role === 'stranger' || role === 'revoked' || need === 'owner') return false;
  return need === 'read' || need === role;
}

/** A fresh draft of the owner, shared with each collaborator (the revoked one removed through the API); with a property row when asked. */
async function listing(withProperty: boolean) {
  const owner = agents.owner;
  const draftId = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token: owner.token })).json().data.propertyDraftId as string;
  const grants: Array<[Role, string, string | null]> = [['read', 'read', null], ...SCOPES.map((s): [Role, string, string] => [s, 'write', s]), ['revoked', 'write', 'all']];
  for (const [role, permission, scope] of grants) {
    await t.database.db.execute(
      sql`insert into draft_collaborators (draft_id, agent_id, permission, scope, invited_by) values (${draftId}, ${agents[role].agentId}, ${permission}, ${scope}, ${owner.agentId})`,
    );
  }
  const removed = await t.call({ method: 'DELETE', url: `/rest/v1/property-drafts/${draftId}/collaborators/${agents.revoked.agentId}`, token: owner.token });
  expect(removed.statusCode).toBe(200);
  let propertyId: string | null = null;
  if (withProperty) {
    const inserted = await rows<{ id: string }>(
      sql`insert into properties (draft_id, agent_id, slug, status, published_at) values (${draftId}, ${owner.agentId}, ${`matrix-${randomUUID()}`}, 2, now()) returning id`,
    );
    propertyId = inserted.rows[0]!.id;
  }
  return { draftId, propertyId };
}

const table: RouteAccess[] = t.app.routeAccess.filter((r) => r.method !== 'HEAD');
const checked = table.filter((r) => r.access);

describe('the access matrix', () => {
  it('every draft and property route declares the access it needs', () => {
    const draftOrProperty = table.filter(
      (r) => r.url.startsWith(routes.propertyDraft) || r.url.startsWith(`${routes.properties}/:`),
    );
    expect(draftOrProperty.length).toBeGreaterThan(25);
    expect(draftOrProperty.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(checked.map((r) => r.operationId).sort()).toEqual(draftOrProperty.map((r) => r.operationId).sort());
  });

  it("the declared access follows issue 11: read sees, each scope covers its tools, the owner alone publishes, deletes, unpublishes and invites", () => {
    const byNeed: Record<string, string[]> = {};
    for (const r of checked) (byNeed[r.access!] ??= []).push(r.operationId!);
    for (const list of Object.values(byNeed)) list.sort();
    expect(byNeed).toEqual({
      read: ['getProperty', 'getPropertyDraft', 'listDraftActivity', 'listDraftMatches'],
      details: ['removeDraftDetail', 'setDraftDetail', 'setDraftEnviroment', 'updatePropertyDraft'],
      location: ['deleteDraftNearbyPlace', 'saveDraftNearbyPlace', 'setDraftLocation'],
      media: ['addDraftImage', 'deleteDraftImage', 'deleteDraftThumbnail', 'deleteDraftVideo', 'orderDraftImages', 'setDraftThumbnail', 'setDraftVideo', 'setDraftVideoThumbnail', 'updateDraftImage'],
      'social-media': ['deleteDraftFacebookPost', 'deleteDraftInstagramPost', 'saveDraftFacebookPost', 'saveDraftInstagramPost'],
      owner: ['createDraftInvitation', 'deletePropertyDraft', 'listDraftCollaborators', 'publishPropertyDraft', 'removeDraftCollaborator', 'setPropertyStatus', 'updateDraftCollaborator'],
    });
  });

  it('GET /properties lists a shared published listing, with the caller\'s access, for every collaborator, and not once revoked or for a stranger', async () => {
    const { propertyId } = await listing(true);
    const expected: Record<Role, object | null> = {
      owner: { owner: true, permission: 'write', scope: 'all' },
      read: { owner: false, permission: 'read', scope: null },
      details: { owner: false, permission: 'write', scope: 'details' },
      location: { owner: false, permission: 'write', scope: 'location' },
      media: { owner: false, permission: 'write', scope: 'media' },
      'social-media': { owner: false, permission: 'write', scope: 'social-media' },
      revoked: null,
      stranger: null,
    };
    for (const role of ROLES) {
      const res = await t.call({ method: 'GET', url: '/rest/v1/properties?limit=100', token: agents[role].token });
      expect(res.statusCode).toBe(200);
      const found = (res.json().data as Array<{ propertyId: string; access?: object; owner?: { id: string } }>).find((p) => p.propertyId === propertyId);
      expect(found?.access ?? null, role).toEqual(expected[role]);
      if (found) expect(found.owner?.id).toBe(agents.owner.agentId);
    }
  });

  for (const route of checked) {
    it(`${route.method} ${route.url} needs ${route.access}`, async () => {
      const need = route.access!;
      const viaProperty = route.via === 'property';
      const { draftId, propertyId } = await listing(viaProperty);
      const url = route.url
        .split('/')
        .map((segment) => {
          if (segment === ':id' || segment === ':propertyId') return viaProperty ? propertyId! : draftId;
          if (segment === ':enviromentId') return String(environment!.id);
          if (segment === ':detailType') return 'WATER';
          return segment.startsWith(':') ? fakeId : segment;
        })
        .join('/');
      const send = (role: Role) => {
        const body = bodies[route.operationId ?? '']?.() ?? {};
        return t.call({ method: route.method as 'GET', url, token: agents[role].token, payload: body.payload as string, headers: body.headers });
      };
      const owner = agents.owner.token;
      const snapshot = async () =>
        JSON.stringify([
          (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draftId}`, token: owner })).json(),
          (await t.call({ method: 'GET', url: `/rest/v1/property-drafts/${draftId}/collaborators`, token: owner })).json(),
          propertyId ? (await t.call({ method: 'GET', url: `/rest/v1/properties/${propertyId}`, token: owner })).json() : null,
        ]);

      const refused = ROLES.filter((role) => !allowed(role, need));
      const before = await snapshot();
      const notFound = viaProperty ? 'PROPERTY_NOT_FOUND' : 'PROPERTY_DRAFT_NOT_FOUND';
      for (const role of refused) {
        const res = await send(role);
        const expected = role === 'stranger' || role === 'revoked' ? [404, notFound] : [403, 'FORBIDDEN_SCOPE'];
        expect([res.statusCode, res.json().metadata?.error?.type], `${role}: ${res.body.slice(0, 200)}`).toEqual(expected);
      }
      expect(await snapshot(), 'a refused call changed the listing').toBe(before);

      // The owner goes last: some owner-only calls (delete, unpublish) end the listing's story.
      const permitted = ROLES.filter((role) => allowed(role, need) && role !== 'owner').concat('owner');
      const statuses = new Set<number>();
      for (const role of permitted) {
        const res = await send(role);
        const type = res.json().metadata?.error?.type;
        expect(res.statusCode, `${role}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(['FORBIDDEN_SCOPE', 'PROPERTY_DRAFT_NOT_FOUND', 'PROPERTY_NOT_FOUND'], `${role}: ${res.body.slice(0, 200)}`).not.toContain(type);
        statuses.add(res.statusCode);
      }
      expect([...statuses], 'every allowed caller gets the same answer').toHaveLength(1);
    });
  }
});
