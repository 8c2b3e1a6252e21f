/**
 * What the publishing benchmark does through the API, as a browser would: sign up agents, connect
 * Instagram and Facebook through the fakes' flows, build drafts that pass the publish check and
 * write both posts. Loopback only; every call has a timeout.
 */
import sharp from 'sharp';
import type { FakeMeta } from '../../apps/api/test/fakes/meta';

export const BENCH_PUBLISH_API_KEY = 'bench-publish-key';

export interface Agent {
  n: number;
  email: string;
  token: string;
  agentId: string;
  pageIds: string[];
}

export class Api {
  requests = 0;
  constructor(
    readonly baseUrl: string,
    readonly apiKey = BENCH_PUBLISH_API_KEY,
  ) {}

  async call(method: string, path: string, opts: { token?: string; body?: unknown; form?: FormData } = {}) {
    this.requests++;
    const headers: Record<string, string> = { 'x-api-key': this.apiKey };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(`${this.baseUrl}/rest/v1${path}`, { method, headers, body, signal: AbortSignal.timeout(30_000) });
    const json = (await res.json().catch(() => ({}))) as { data?: unknown; metadata?: Record<string, unknown> };
    return { status: res.status, data: json.data as any, metadata: json.metadata ?? {} }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  async must(method: string, path: string, opts: { token?: string; body?: unknown; form?: FormData } = {}) {
    const res = await this.call(method, path, opts);
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.metadata)}`);
    return res.data;
  }
}

export async function signUpAgent(api: Api, n: number): Promise<Agent> {
  const email = `agente${n}@bench.vitrina`;
  const res = await api.call('POST', '/agents', { body: { firstName: ['Ana', 'Luis', 'Carla', 'Pedro', 'Sofía', 'Diego', 'Elena', 'Jorge'][n % 8], emailAddress: email, password: 'Secreto123', acceptEmails: false } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.metadata)}`);
  const token = (res.metadata.authorization as { accessToken: string }).accessToken;
  return { n, email, token, agentId: res.data.agentId, pageIds: [] };
}

/** Instagram: our authorize address → the fake's authorize page → its redirect with code and state → connect. */
export async function connectInstagram(api: Api, meta: FakeMeta, agent: Agent) {
  const igUserId = `178414000${String(agent.n).padStart(5, '0')}`;
  meta.instagram.addUser(igUserId, `inmobiliaria.bench.${agent.n}`);
  meta.instagram.behaviour.authorizeAs = igUserId;
  const { redirectTo } = await api.must('GET', '/media-providers/instagram/url', { token: agent.token });
  const answer = await fetch(redirectTo, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  const back = new URL(answer.headers.get('location')!.replace(/#_$/, ''));
  await api.must('POST', '/media-providers/agents/instagram', {
    token: agent.token,
    body: { authorizationCode: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
}

/** Facebook: the SDK's short token (the fake knows its user and pages) → connect. */
export async function connectFacebook(api: Api, meta: FakeMeta, agent: Agent) {
  const userId = `fb-bench-${agent.n}`;
  const shortToken = `short-bench-${agent.n}`;
  meta.facebook.users.set(shortToken, { id: userId, email: agent.email, firstName: 'Agente', lastName: String(agent.n) });
  const pages = [
    { id: `9${agent.n}01`, name: `Inmuebles ${agent.n} Caracas` },
    { id: `9${agent.n}02`, name: `Inmuebles ${agent.n} Maracaibo` },
  ];
  meta.facebook.pagesOf.set(userId, pages);
  await api.must('POST', '/media-providers/agents/facebook', { token: agent.token, body: { shortToken } });
  const stored = (await api.must('GET', '/media-providers/facebook/pages', { token: agent.token })) as Array<{ facebookPageId: string }>;
  agent.pageIds = stored.map((p) => p.facebookPageId);
}

const photoCache = new Map<string, Buffer>();
async function photo(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  if (!photoCache.has(key)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1c7ed6"/><stop offset="1" stop-color="#f59f00"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/></svg>`;
    photoCache.set(key, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
  }
  return photoCache.get(key)!;
}
const SIZES: Array<[number, number]> = [[1200, 800], [600, 1000], [1000, 1000]];

export interface Catalogue {
  apartment: number;
  bedroom: number;
  state: number;
  location: number;
}

export async function catalogue(api: Api, token: string): Promise<Catalogue> {
  const types = (await api.must('GET', '/property-types?limit=100', { token })) as Array<{ propertyTypeId: number; name: string }>;
  const groups = (await api.must('GET', '/property-enviroments?limit=100', { token })) as Array<{ propertyEnviroments: Array<{ propertyEnviromentId: number; type: string }> }>;
  const states = (await api.must('GET', '/country-states?limit=100', { token })) as Array<{ countryStateId: number; name: string }>;
  const miranda = states.find((s) => s.name === 'Miranda')!;
  const places = (await api.must('GET', `/country-locations?countryState=${miranda.countryStateId}&limit=100`, { token })) as Array<{ countryLocationId: number; name: string }>;
  return {
    apartment: types.find((t) => t.name === 'Apartamento')!.propertyTypeId,
    bedroom: groups.flatMap((g) => g.propertyEnviroments).find((e) => e.type === 'BEDROOM')!.propertyEnviromentId,
    state: miranda.countryStateId,
    location: places.find((l) => l.name === 'Chacao')!.countryLocationId,
  };
}

/** The caption marker that finds a draft's posts among the fakes' records. */
export const markerOf = (i: number) => `[bench-${i}]`;

/** A draft that passes the publish check, with an Instagram carousel and a Facebook post on both pages. */
export async function buildDraft(api: Api, agent: Agent, cat: Catalogue, i: number): Promise<string> {
  const token = agent.token;
  const id = (await api.must('POST', '/property-drafts', { token })).propertyDraftId as string;
  await api.must('PUT', `/property-drafts/${id}`, { token, body: { propertyType: cat.apartment, price: 80000 + i, operationType: 2, code: `BN-${i}` } });
  await api.must('PUT', `/property-drafts/${id}/enviroments/${cat.bedroom}`, { token, body: { quantity: 2 } });
  await api.must('PUT', `/property-drafts/${id}/details`, { token, body: { propertyDetailType: 'SIZE', value: '95' } });
  await api.must('PUT', `/property-drafts/${id}/location`, {
    token,
    body: { address: `Calle ${i}, Chacao`, countryState: cat.state, location: cat.location, latitude: 10.49, longitude: -66.85 },
  });
  const upload = async (path: string, file: Buffer) => {
    const form = new FormData();
    form.set('imageType', 'STATIC');
    form.set('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'foto.jpg');
    return api.must('POST', `/property-drafts/${id}${path}`, { token, form });
  };
  for (const [w, h] of SIZES) await upload('/images', await photo(w, h));
  const draft = await upload('/thumbnail', await photo(596, 446));
  const imageIds = (draft.media as Array<{ propertyImageId: string }>).map((m) => m.propertyImageId);
  const caption = `${markerOf(i)} Apartamento de 2 habitaciones en Chacao, listo para mudarse.`;
  await api.must('PUT', `/property-drafts/${id}/instagram`, { token, body: { imagesUrls: imageIds, caption, hashtags: ['Chacao', 'EnVenta'] } });
  await api.must('PUT', `/property-drafts/${id}/facebook`, { token, body: { imagesUrls: imageIds, caption, pagesIds: agent.pageIds } });
  return id;
}
