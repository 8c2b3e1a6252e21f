import { properties } from '../../src/db/schema/index';
import type { TestApp } from '../app';
import { makeImage, multipart } from '../images';
import { createTenant, tenantBody, tomorrow } from '../tenants-fixtures';

/** An id that names no record: the same in every run, so a failure can be replayed. */
export const UNKNOWN_ID = '0f0e0d0c-0b0a-4908-8706-050403020100';

/** One documented operation, as the OpenAPI document describes it. */
export interface Route {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
}

/** `METHOD /path/{param}`: how the route table, the handler counter and the exceptions name a route. */
export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** Every operation of the OpenAPI document (the API, the public page and stored files). */
export async function documentedRoutes(t: TestApp): Promise<Route[]> {
  const docs = (await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;
  };
  return Object.entries(docs.paths).flatMap(([p, methods]) =>
    Object.entries(methods)
      .filter(([m]) => ['get', 'post', 'put', 'delete'].includes(m))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: p,
        pathParams: (op.parameters ?? []).filter((x) => x.in === 'path').map((x) => x.name),
        queryParams: (op.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name),
        hasBody: Boolean(op.requestBody),
      })),
  );
}

/** A signed-in agent and the ids of its own records, named as the route table names path parameters. */
export interface Agent {
  token: string;
  ids: Record<string, string>;
}

export const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

async function upload(t: TestApp, url: string, token: string, file: Buffer, name: string, type: string) {
  const m = multipart(file, name, type);
  const res = await t.call({ method: url.endsWith('avatar') ? 'PUT' : 'POST', url, token, payload: m.payload, headers: m.headers });
  if (res.statusCode >= 300) throw new Error(`upload to ${url} failed: ${res.body}`);
  return res.json().data;
}

/**
 * A customer, a task with an attachment, a draft with an image, a detail and a nearby place, and a
 * listing: a second draft marked published in the database (publishing needs the networks).
 */
export async function agentRecords(t: TestApp, agent: { token: string; agentId: string }, email: string): Promise<Record<string, string>> {
  const token = agent.token;
  const tenant = await createTenant(t, token, { emailAddress: email });
  const types = (await t.call({ method: 'GET', url: '/rest/v1/tasks-types', token })).json().data as Array<{ taskTypeId: number }>;
  const task = (
    await t.call({
      method: 'POST',
      url: `/rest/v1/tenants/${tenant.tenantId}/tasks`,
      token,
      ...json({ taskTypeId: types[0]!.taskTypeId, title: 'Llamar', description: 'Llamar al cliente', priority: 2, expiredAt: tomorrow() }),
    })
  ).json().data as { taskId: string };
  const attachment = await upload(t, `/rest/v1/tenants/${tenant.tenantId}/tasks/${task.taskId}/attachments`, token, Buffer.from('hola'), 'nota.txt', 'text/plain');
  const attachmentId = (attachment.attachments?.[0]?.taskMediaId ?? attachment.taskMediaId) as string;
  const note = (await t.call({ method: 'POST', url: `/rest/v1/tenants/${tenant.tenantId}/notes`, token, ...json({ content: '<p>Prefiere planta baja</p>' }) })).json().data as { noteId: string };
  const draft = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token })).json().data as { propertyDraftId: string };
  const draftUrl = `/rest/v1/property-drafts/${draft.propertyDraftId}`;
  const image = await upload(t, `${draftUrl}/images`, token, await makeImage(640, 480), 'sala.jpg', 'image/jpeg');
  const imageId = (image.propertyImageId ?? image.media?.[0]?.propertyImageId) as string;
  await upload(t, `${draftUrl}/thumbnail`, token, await makeImage(596, 446), 'portada.jpg', 'image/jpeg');
  await t.call({ method: 'PUT', url: `${draftUrl}/details`, token, ...json({ propertyDetailType: 'SIZE', value: '120' }) });
  const placed = await t.call({
    method: 'PUT',
    url: `${draftUrl}/nearby-places`,
    token,
    ...json({ propertyNearbyPlaceTypeId: 1, name: 'Plaza', address: null, latitude: 10.5, longitude: -66.9 }),
  });
  const placeId = (placed.json().data?.nearbyPlaces?.[0]?.propertyNearbyPlaceId ?? UNKNOWN_ID) as string;
  const view = (await t.call({ method: 'GET', url: draftUrl, token })).json().data as { media: Array<{ url?: string }> };
  const phone = (await t.call({ method: 'GET', url: `/rest/v1/tenants/${tenant.tenantId}`, token })).json().data?.phoneNumber;
  const listed = (await t.call({ method: 'POST', url: '/rest/v1/property-drafts', token })).json().data as { propertyDraftId: string };
  const visit = (
    await t.call({
      method: 'POST',
      url: '/rest/v1/events',
      token,
      ...json({ tenantId: tenant.tenantId, propertyDraftId: draft.propertyDraftId, startAt: tomorrow(3), endAt: tomorrow(3).replace('T12:', 'T13:') }),
    })
  ).json().data as { eventId: string };
  const [listing] = await t.database.db
    .insert(properties)
    .values({ draftId: listed.propertyDraftId, agentId: agent.agentId, slug: `casa-${listed.propertyDraftId}`, status: 2, publishedAt: new Date() })
    .returning();
  return {
    tenantId: tenant.tenantId,
    slug: tenant.slug,
    email,
    number: String(phone?.fullNumber ?? phone?.number ?? '584121234567').replace(/\D/g, ''),
    taskId: task.taskId,
    eventId: visit.eventId,
    attachmentId,
    noteId: note.noteId,
    id: draft.propertyDraftId,
    propertyDraftId: draft.propertyDraftId,
    propertyId: listing!.id,
    imageId,
    placeId,
    enviromentId: '1',
    detailType: 'SIZE',
    provider: 'google',
    mediaProviderAgentId: UNKNOWN_ID,
    code: 'codigo-inexistente',
    // A stored file's key: the draft image's address below /files/.
    key: new URL(view.media[0]?.url ?? 'http://x/files/none', 'http://x').pathname.replace(/^\/files\//, ''),
  };
}

/** One valid query string per route that needs one (the rest take their defaults). */
const validQuery: Record<string, Record<string, string>> = {
  '/rest/v1/country-locations': { countryState: '1' },
  '/rest/v1/geocoding/search': { q: 'Plaza Venezuela' },
  '/rest/v1/geocoding/reverse': { lat: '10.5', lon: '-66.9' },
};
const defaultQuery: Record<string, string> = { limit: '10', offset: '0' };

/** One valid JSON body per route with a body, built with the agent's real ids. */
export function validBody(route: Route, ids: Record<string, string>): Record<string, unknown> | undefined {
  const visit = { tenantId: ids.tenantId, propertyDraftId: ids.id, startAt: tomorrow(4), endAt: tomorrow(4).replace('T12:', 'T13:') };
  const task = { taskTypeId: 1, title: 'Visitar', description: 'Visitar el inmueble', priority: 2, expiredAt: tomorrow(2) };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /rest/v1/auth/agents': { emailAddress: 'ana@example.com', password: 'Secreto1' },
    'POST /rest/v1/auth/agents/providers/{provider}': { accessToken: 'token' },
    'POST /rest/v1/auth/agents/password-reset': { emailAddress: 'nadie@example.com' },
    'PUT /rest/v1/auth/agents/password-reset': { password: 'Secreto2' },
    'POST /rest/v1/agents': { firstName: 'Carla', emailAddress: 'carla@example.com', password: 'Secreto1', acceptEmails: false },
    'POST /rest/v1/agents/providers/{provider}': { accessToken: 'token' },
    'PUT /rest/v1/agents': { firstName: 'Ana', countryState: 1, location: 1, sex: 2, birthDate: '1990-01-02', description: 'Hola' },
    'POST /rest/v1/media-providers/agents/instagram': { authorizationCode: 'code', state: 'state' },
    'POST /rest/v1/media-providers/agents/facebook': { shortToken: 'token' },
    'POST /rest/v1/media-providers/facebook/data-deletion': { signed_request: 'a.b' },
    'POST /rest/v1/media-providers/instagram/data-deletion': { signed_request: 'a.b' },
    'POST /rest/v1/tenants': tenantBody({ countryState: 1, countryLocation: 1 }),
    'PUT /rest/v1/tenants/{tenantId}': tenantBody({ countryState: 1, countryLocation: 1 }),
    'POST /rest/v1/tenants/{tenantId}/agents': { tenantType: 2 },
    'POST /rest/v1/tenants/{tenantId}/tasks': task,
    'PUT /rest/v1/tenants/{tenantId}/tasks/{taskId}': task,
    'POST /rest/v1/events': visit,
    'PUT /rest/v1/events/{eventId}': { ...visit, place: 'Av. Libertador', status: 2, note: 'Llegó puntual' },
    'POST /rest/v1/tenants/{tenantId}/notes': { content: '<p>Busca <strong>tres</strong> habitaciones</p>', pinned: true },
    'PUT /rest/v1/tenants/{tenantId}/notes/{noteId}': { content: '<p>Busca dos habitaciones</p>', pinned: false },
    'PUT /rest/v1/property-drafts/{id}': { propertyType: 1, price: 1000, operationType: 1, code: 'ABC', description: '<p>Casa</p>' },
    'PUT /rest/v1/property-drafts/{id}/enviroments/{enviromentId}': { quantity: 1 },
    'PUT /rest/v1/property-drafts/{id}/details': { propertyDetailType: 'SIZE', value: '100' },
    'PUT /rest/v1/property-drafts/{id}/location': { address: 'Calle 1', countryState: 1, location: 1, latitude: 10.5, longitude: -66.9 },
    'PUT /rest/v1/property-drafts/{id}/images/order': { imageIds: [ids.imageId] },
    'PUT /rest/v1/property-drafts/{id}/images/{imageId}': { index: 1, propertyEnviromentId: null },
    'PUT /rest/v1/property-drafts/{id}/nearby-places': { propertyNearbyPlaceTypeId: 1, name: 'Parque', address: null, latitude: 10.5, longitude: -66.9 },
    'PUT /rest/v1/property-drafts/{id}/instagram': { imagesUrls: [ids.imageId], caption: 'Hola', hashtags: ['casa'] },
    'PUT /rest/v1/property-drafts/{id}/facebook': { imagesUrls: [ids.imageId], caption: 'Hola', hashtags: null, pagesIds: ['123'] },
    'PUT /rest/v1/properties/{propertyId}/status': { status: 3 },
    'POST /rest/v1/property-drafts/{id}/invitations': { emailAddress: 'invitada@example.com', permission: 'write', scope: 'details,media' },
    'PUT /rest/v1/property-drafts/{id}/collaborators/{agentId}': { permission: 'read', scope: null },
    'POST /rest/v1/invitations/accept': { token: 'invitacion-desconocida' },
    'PUT /rest/v1/tenants/{tenantId}/search-profile': {
      operationType: 2,
      propertyTypes: [1],
      priceMin: 1000,
      priceMax: 200000,
      countryStates: [1],
      countryLocations: [],
      bedroomsMin: 2,
      bathroomsMin: null,
    },
    'PUT /rest/v1/tenants/{tenantId}/interests/{propertyDraftId}': { status: 1 },
    'POST /rest/v1/public/properties/{slug}/leads': { firstName: 'Luis', lastName: 'Rojas', phoneCode: '58', phoneNumber: '4121112233', message: 'Me interesa' },
  };
  return bodies[routeKey(route)];
}

/** Routes that take a file: the part each expects. */
const UPLOADS: Record<string, () => Promise<[Buffer, string, string]>> = {
  'PUT /rest/v1/agents/avatar': async () => [await makeImage(200, 200), 'yo.jpg', 'image/jpeg'],
  'PUT /rest/v1/tenants/{tenantId}/avatar': async () => [await makeImage(200, 200), 'cliente.jpg', 'image/jpeg'],
  'POST /rest/v1/tenants/{tenantId}/tasks/{taskId}/attachments': async () => [Buffer.from('nota'), 'nota.txt', 'text/plain'],
  'POST /rest/v1/property-drafts/{id}/images': async () => [await makeImage(640, 480), 'cocina.jpg', 'image/jpeg'],
  'POST /rest/v1/property-drafts/{id}/thumbnail': async () => [await makeImage(596, 446), 'portada.jpg', 'image/jpeg'],
  'POST /rest/v1/property-drafts/{id}/videos': async () => [
    Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'), Buffer.alloc(4096, 1)]),
    'casa.mp4',
    'video/mp4',
  ],
  'PUT /rest/v1/property-drafts/{id}/videos/thumbnail': async () => [await makeImage(640, 360), 'portada.jpg', 'image/jpeg'],
};
export const isUpload = (route: Route) => routeKey(route) in UPLOADS;

/** The route's path with the agent's ids, one parameter optionally replaced by an already-encoded value. */
export function fill(route: Route, ids: Record<string, string>, override?: [string, string]): string {
  return route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (override && override[0] === name) return override[1];
    // A listing's routes name it {id} or {propertyId}: the listing, not the draft.
    const value = (route.path.startsWith('/rest/v1/properties/') ? ids.propertyId : ids[name]) ?? UNKNOWN_ID;
    return name === 'key' ? value : encodeURIComponent(value);
  });
}

/** The route's valid query string, one parameter optionally replaced by an already-encoded value. */
export function queryOf(route: Route, override?: [string, string]): string {
  const base: Record<string, string> = {};
  for (const name of route.queryParams) {
    const v = validQuery[route.path]?.[name] ?? defaultQuery[name];
    if (v !== undefined) base[name] = encodeURIComponent(v);
  }
  if (override) base[override[0]] = override[1];
  const qs = Object.entries(base).map(([k, v]) => `${k}=${v}`).join('&');
  return qs ? `?${qs}` : '';
}

export interface Call {
  method: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** The one valid request of a route: real ids, a valid query string, a valid body or file. */
export async function validRequest(route: Route, ids: Record<string, string>): Promise<Call> {
  const url = fill(route, ids) + queryOf(route);
  const file = UPLOADS[routeKey(route)];
  if (file) {
    const m = multipart(...(await file()));
    return { method: route.method, url, payload: m.payload, headers: m.headers };
  }
  const body = validBody(route, ids);
  return { method: route.method, url, ...(body ? json(body) : {}) };
}
