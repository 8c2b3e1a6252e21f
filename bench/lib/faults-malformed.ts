/**
 * Malformed requests for bench:faults: every route family with hostile values in one place at a
 * time (path, query or body), bad JSON, wrong content types, cut-off multipart bodies and unknown
 * routes. Deterministic (a seeded generator), so two runs send the same requests.
 */

export interface Ids {
  tenantId: string;
  taskId: string;
  draftId: string;
  imageId: string;
  attachmentId: string;
}

export interface BadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
}

/** Hostile values in a URL (path segment or query value), already escaped where needed. */
const URL_VALUES = [
  '2147483648', '-2147483649', '99999999999999999999', '1e10', '1e20', '-1', '0', '1.5', 'NaN', 'abc', '',
  '%00', 'a%00b', '%FF', '%', '%2e%2e', '..%2F..%2Fetc', encodeURIComponent('😀'), 'x'.repeat(3000),
  '0x10', 'null', 'true', '[]', encodeURIComponent('{}'), encodeURIComponent("' or 1=1 --"), '00000000-0000-0000-0000-000000000000',
];

/** Hostile values in a JSON body field. */
const JSON_VALUES: unknown[] = [
  2147483648, -2147483649, 1e20, -1, 0, 1.5, 'abc', '', 'a\u0000b', '\u0000', null, [], {}, true, false,
  'x'.repeat(20_000), '1e10', '2026-02-30', '9999-99-99', ['a'], { a: 1 }, '\u202Egnp.exe', '😀'.repeat(500),
];

const GOOD_QUERY: Record<string, Record<string, string>> = {
  '/rest/v1/tenants': { searchQuery: 'maria', limit: '18', offset: '0' },
  '/rest/v1/agents/tasks': { status: '1', startDate: '2026-01-01T00:00:00Z', endDate: '2026-12-31T00:00:00Z', orderBy: 'dueDate', orderType: 'asc', limit: '20' },
  '/rest/v1/country-locations': { countryState: '1', limit: '20' },
  '/rest/v1/property-types': { limit: '20', offset: '0' },
  '/rest/v1/property-drafts': { limit: '20', offset: '0' },
  '/rest/v1/properties': { limit: '20', offset: '0' },
  '/rest/v1/tasks-types': { relationship: '1' },
  '/rest/v1/tasks-completed': { limit: '20', offset: '0' },
  '/rest/v1/property-details/types': { limit: '20' },
  '/rest/v1/geocoding/search': { q: 'Chacao' },
};

/** Bodies of the JSON routes, valid before one field is spoiled. */
function jsonRoutes(ids: Ids): Array<{ method: string; path: string; body: Record<string, unknown> }> {
  const t = `/rest/v1/tenants/${ids.tenantId}`;
  const d = `/rest/v1/property-drafts/${ids.draftId}`;
  const tenant = { firstName: 'José', lastName: 'Núñez', tenantType: 2, phoneCode: '58', phoneNumber: '4125550000', emailAddress: null, documentType: 1, documentNumber: '123', sex: 1, countryState: null, countryLocation: null, birthDate: '1985-03-02' };
  const task = { taskTypeId: 1, title: 'Llamar', description: 'Confirmar la visita', priority: 2, expiredAt: '2030-01-01T12:00:00-04:00' };
  return [
    { method: 'POST', path: '/rest/v1/tenants', body: tenant },
    { method: 'PUT', path: t, body: tenant },
    { method: 'POST', path: `${t}/agents`, body: { tenantType: 2 } },
    { method: 'POST', path: `${t}/tasks`, body: task },
    { method: 'PUT', path: `${t}/tasks/${ids.taskId}`, body: task },
    { method: 'PUT', path: d, body: { propertyType: 1, price: 85000, operationType: 2, code: 'VT-1' } },
    { method: 'PUT', path: `${d}/details`, body: { propertyDetailType: 'SIZE', value: '120' } },
    { method: 'PUT', path: `${d}/location`, body: { address: 'Chacao', countryState: 1, location: 1, latitude: 10.5, longitude: -66.8 } },
    { method: 'PUT', path: `${d}/nearby-places`, body: { propertyNearbyPlaceTypeId: 1, name: 'Metro', distance: 100 } },
    { method: 'PUT', path: `${d}/images/${ids.imageId}`, body: { propertyEnviromentId: 1, imageType: 1 } },
    { method: 'PUT', path: `${d}/instagram`, body: { imagesUrls: [ids.imageId], caption: 'x' } },
    { method: 'PUT', path: `${d}/facebook`, body: { imagesUrls: [ids.imageId], caption: 'x', pagesIds: ['1'] } },
    { method: 'PUT', path: '/rest/v1/agents', body: { firstName: 'Ana', lastName: 'Pérez' } },
    { method: 'POST', path: '/rest/v1/auth/agents', body: { emailAddress: 'nadie@example.com', password: 'Secreto1' } },
    { method: 'POST', path: '/rest/v1/agents', body: { firstName: 'Ana', emailAddress: 'x@example.com', password: 'Secreto1', acceptEmails: false } },
  ];
}

/** Paths with an id or a free segment to spoil (`{x}`). */
function pathTemplates(ids: Ids): Array<[string, string]> {
  const t = `/rest/v1/tenants/${ids.tenantId}`;
  const d = `/rest/v1/property-drafts/${ids.draftId}`;
  return [
    ['GET', '/rest/v1/tenants/{x}'],
    ['GET', `${t}/tasks/{x}`],
    ['GET', '/rest/v1/tenants/{x}/tasks'],
    ['GET', `${t}/tasks/${ids.taskId}/attachments/{x}`],
    ['DELETE', `${t}/tasks/{x}`],
    ['PUT', `${t}/tasks/{x}/completed`],
    ['GET', '/rest/v1/tenants/slug/{x}'],
    ['GET', '/rest/v1/tenants/email/{x}'],
    ['GET', '/rest/v1/tenants/phone-number/{x}'],
    ['PUT', '/rest/v1/tenants/{x}/disabled'],
    ['GET', '/rest/v1/property-drafts/{x}'],
    ['DELETE', `${d}/images/{x}`],
    ['DELETE', `${d}/nearby-places/{x}`],
    ['PUT', '/rest/v1/property-drafts/{x}/publish'],
    ['GET', '/rest/v1/properties/{x}'],
    ['GET', '/rest/v1/{x}'],
    ['GET', '/rest/v1/nope/{x}'],
    ['POST', '/rest/v1/{x}/{x}'],
    ['GET', '/downloads/{x}/{x}'],
    ['GET', '/files/{x}'],
  ];
}

function uploadPaths(ids: Ids): string[] {
  const t = `/rest/v1/tenants/${ids.tenantId}`;
  const d = `/rest/v1/property-drafts/${ids.draftId}`;
  return [`${t}/tasks/${ids.taskId}/attachments`, `${t}/avatar`, `${d}/images`, `${d}/thumbnail`, `${d}/videos`, `${d}/videos/thumbnail`];
}

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

/** A multipart body cut off before its end (no closing boundary, part of the file missing). */
function cutMultipart(r: () => number): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = '----vitrinafaults';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const whole = Buffer.concat([head, JPEG_START, Buffer.alloc(4096, 7), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const cut = 1 + Math.floor(r() * (whole.length - 10));
  return { body: new Uint8Array(whole.subarray(0, cut)), type: `multipart/form-data; boundary=${boundary}` };
}

/** `count` malformed requests, about evenly spread over the kinds. */
export function malformedRequests(ids: Ids, auth: Record<string, string>, count: number, seed = 9): BadRequest[] {
  const r = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const json = { ...auth, 'content-type': 'application/json' };
  const kinds: Array<() => BadRequest> = [
    // One query value spoiled, the others valid.
    () => {
      const [path, query] = pick(Object.entries(GOOD_QUERY));
      const key = pick(Object.keys(query));
      const params = Object.entries({ ...query, [key]: '\u0001' }).map(([k, v]) => `${k}=${k === key ? pick(URL_VALUES) : encodeURIComponent(v)}`);
      return { method: 'GET', path: `${path}?${params.join('&')}`, headers: auth };
    },
    // One path segment spoiled.
    () => {
      const [method, template] = pick(pathTemplates(ids));
      return { method, path: template.replaceAll('{x}', () => pick(URL_VALUES) || 'x'), headers: auth };
    },
    // One body field spoiled (or removed, or an extra one).
    () => {
      const route = pick(jsonRoutes(ids));
      const body: Record<string, unknown> = { ...route.body };
      const key = pick(Object.keys(body));
      const roll = r();
      if (roll < 0.8) body[key] = pick(JSON_VALUES);
      else if (roll < 0.9) delete body[key];
      else body.unexpected = pick(JSON_VALUES);
      return { method: route.method, path: route.path, headers: json, body: JSON.stringify(body) };
    },
    // Not JSON, or not an object, or the wrong content type.
    () => {
      const route = pick(jsonRoutes(ids));
      const variants: Array<[string, string]> = [
        ['application/json', '{"firstName": '],
        ['application/json', '[1,2,3]'],
        ['application/json', '"texto"'],
        ['application/json', '\u0000'],
        ['application/json', '{"a":1}}'],
        ['text/plain', 'hola'],
        ['application/xml', '<a/>'],
        ['application/x-www-form-urlencoded', 'a=1&b=2'],
        ['application/json', `{"x":"${'a'.repeat(1_100_000)}"}`],
      ];
      const [type, body] = pick(variants);
      return { method: route.method, path: route.path, headers: { ...auth, 'content-type': type }, body };
    },
    // A multipart body cut off before its end, or not multipart at all.
    () => {
      const path = pick(uploadPaths(ids));
      const method = path.endsWith('/avatar') || path.endsWith('/videos/thumbnail') ? 'PUT' : 'POST';
      if (r() < 0.8) {
        const { body, type } = cutMultipart(r);
        return { method, path, headers: { ...auth, 'content-type': type }, body };
      }
      return { method, path, headers: json, body: '{}' };
    },
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!());
}
