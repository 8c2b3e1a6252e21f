import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { makeImage, multipart } from '../../../test/images';
import { createTenant, tenantBody } from '../../../test/tenants-fixtures';

/** Two agents linked to one person (DECISIONS §3 'Customers'): only names, phone and e-mail are shared. */
let t: TestApp;
let ana: string;
let luis: string;
let luisId: string;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  ana = (await signUp(t, 'ana@example.com')).token;
  const l = await signUp(t, 'luis@example.com');
  luis = l.token;
  luisId = l.agentId;
  await t.call({ method: 'PUT', url: '/rest/v1/agents', token: luis, payload: { firstName: 'Luis', lastName: 'Rojas' } });
});
afterAll(async () => t.close());

const get = (url: string, token: string) => t.call({ method: 'GET', url: `/rest/v1${url}`, token });
const put = (url: string, payload: object, token: string) => t.call({ method: 'PUT', url: `/rest/v1${url}`, token, payload });
const uploadAvatar = async (tenantId: string, token: string) => {
  const body = multipart(await makeImage(300, 300), 'c.jpg', 'image/jpeg');
  return t.call({ method: 'PUT', url: `/rest/v1/tenants/${tenantId}/avatar`, token, payload: body.payload, headers: body.headers });
};
const download = (url: string) => {
  const u = new URL(url);
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
};

/** Ana creates the person with her private data; Luis finds it by phone and links it. */
async function sharedPerson() {
  const states = (await get('/country-states', ana)).json().data as Array<{ countryStateId: number; name: string }>;
  const lara = states.find((s) => s.name === 'Lara')!;
  const locs = (await get(`/country-locations?countryState=${lara.countryStateId}`, ana)).json().data;
  const anaBody = tenantBody({
    firstName: 'Pedro',
    lastName: 'Pérez',
    phoneNumber: '4125559876',
    emailAddress: 'pedro@correo.com',
    documentType: 1,
    documentNumber: '20111222',
    sex: 1,
    birthDate: '1980-05-17',
    countryState: lara.countryStateId,
    countryLocation: locs[0].countryLocationId,
  });
  const created = await t.call({ method: 'POST', url: '/rest/v1/tenants', token: ana, payload: anaBody });
  expect(created.statusCode).toBe(201);
  const tenant = created.json().data;
  const card = (await get('/tenants/phone-number/04125559876', luis)).json().data;
  const linked = await t.call({ method: 'POST', url: `/rest/v1/tenants/${card.tenantId}/agents`, token: luis, payload: { tenantType: 3 } });
  expect(linked.statusCode).toBe(201);
  return { tenant, anaBody, linked: linked.json().data, lara, locs };
}

describe('two agents linked to one person', () => {
  it('the linking agent sees the shared person only: no document, birth date, address or photo of the other', async () => {
    const { tenant } = await sharedPerson();
    expect((await uploadAvatar(tenant.tenantId, ana)).statusCode).toBe(200);

    const seenByLuis = (await get(`/tenants/${tenant.tenantId}`, luis)).json().data;
    expect(seenByLuis).toMatchObject({
      tenantId: tenant.tenantId,
      firstName: 'Pedro',
      lastName: 'Pérez',
      emailAddress: 'pedro@correo.com',
      phoneNumber: { code: '58', number: '4125559876' },
      tenantType: 3,
      // Ana said Masculino; Luis starts with it not given ('Sin especificar') until he says otherwise.
      sex: null,
      documentType: null,
      documentNumber: null,
      birthDate: null,
      avatarUrl: null,
      address: { countryState: null, location: null },
    });
    expect((await get(`/tenants/slug/${tenant.slug}`, luis)).json().data.documentNumber).toBeNull();
    const listed = (await get('/tenants', luis)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ documentNumber: null, birthDate: null, avatarUrl: null });
    // Ana's document number finds the person in her list only.
    expect((await get('/tenants?searchQuery=20111222', ana)).json().metadata.pagination.total).toBe(1);
    expect((await get('/tenants?searchQuery=20111222', luis)).json().metadata.pagination.total).toBe(0);
    expect((await get('/tenants?searchQuery=pedro', luis)).json().metadata.pagination.total).toBe(1);
  });

  it("one agent's private fields never change the other's", async () => {
    const { tenant, anaBody, lara, locs } = await sharedPerson();
    const before = (await get(`/tenants/${tenant.tenantId}`, ana)).json().data;
    const luisEdit = await put(
      `/tenants/${tenant.tenantId}`,
      {
        ...anaBody,
        tenantType: 2,
        documentType: 3,
        documentNumber: 'P-999',
        sex: 2,
        birthDate: '1999-01-01',
        countryState: lara.countryStateId,
        countryLocation: locs[1].countryLocationId,
      },
      luis,
    );
    expect(luisEdit.statusCode).toBe(200);
    expect(luisEdit.json().data).toMatchObject({ documentNumber: 'P-999', sex: 2, birthDate: '1999-01-01', tenantType: 2 });
    const after = (await get(`/tenants/${tenant.tenantId}`, ana)).json().data;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ documentNumber: '20111222', sex: 1, birthDate: '1980-05-17', tenantType: 2 });
    expect((await get('/tenants?searchQuery=p-999', ana)).json().metadata.pagination.total).toBe(0);
    expect((await get('/tenants?searchQuery=p-999', luis)).json().metadata.pagination.total).toBe(1);
    // Unchanged shared fields record nothing in anyone's timeline.
    const anaTimeline = (await get(`/tenants/${tenant.tenantId}/activities`, ana)).json().data;
    expect(anaTimeline.map((a: { eventType: number }) => a.eventType)).toEqual([1]);
  });

  it("one agent's photo replaces only its own: the other's still downloads", async () => {
    const { tenant } = await sharedPerson();
    const anaPhoto = (await uploadAvatar(tenant.tenantId, ana)).json().data.avatarUrl as string;
    const luisFirst = await uploadAvatar(tenant.tenantId, luis);
    expect(luisFirst.statusCode).toBe(200);
    const luisPhoto = luisFirst.json().data.avatarUrl as string;
    expect(luisPhoto).not.toBe(anaPhoto);
    const luisSecond = (await uploadAvatar(tenant.tenantId, luis)).json().data.avatarUrl as string;

    expect((await get(`/tenants/${tenant.tenantId}`, ana)).json().data.avatarUrl).toBe(anaPhoto);
    const anaFile = await download(anaPhoto);
    expect(anaFile.statusCode).toBe(200);
    expect(anaFile.headers['content-type']).toMatch(/image\/jpeg/);
    expect((await download(luisSecond)).statusCode).toBe(200);
    // Luis's replaced photo is gone, as his own.
    expect((await download(luisPhoto)).statusCode).toBe(404);
  });

  it("a change of the shared names shows in the other's view, and every timeline names who made it", async () => {
    const { tenant, anaBody } = await sharedPerson();
    const renamed = await put(`/tenants/${tenant.tenantId}`, { ...anaBody, firstName: 'Pedro José', tenantType: 3, documentNumber: null, documentType: null }, luis);
    expect(renamed.statusCode).toBe(200);

    const seenByAna = (await get(`/tenants/${tenant.tenantId}`, ana)).json().data;
    expect(seenByAna).toMatchObject({ firstName: 'Pedro José', fullName: 'Pedro José Pérez', documentNumber: '20111222' });
    expect((await get('/tenants?searchQuery=pedro jose', ana)).json().metadata.pagination.total).toBe(1);
    expect((await get('/tenants?searchQuery=20111222', ana)).json().metadata.pagination.total).toBe(1);

    const anaTimeline = (await get(`/tenants/${tenant.tenantId}/activities`, ana)).json().data;
    expect(anaTimeline[0]).toMatchObject({
      eventType: 5,
      title: 'Los datos compartidos del cliente han sido actualizados',
      index: 2,
      actor: { agentId: luisId, fullName: 'Luis Rojas' },
    });
    expect(anaTimeline[1]).toMatchObject({ eventType: 1, index: 1, actor: { fullName: 'Ana' } });
    const luisTimeline = (await get(`/tenants/${tenant.tenantId}/activities`, luis)).json().data;
    expect(luisTimeline.map((a: { eventType: number; index: number }) => [a.index, a.eventType])).toEqual([
      [2, 5],
      [1, 1],
    ]);
    expect(luisTimeline[0].actor).toEqual({ agentId: luisId, fullName: 'Luis Rojas' });
  });
});

describe('look-ups', () => {
  it('answer a card without photo, at most 60 an hour per agent: the 61st answers 429 with Retry-After', async () => {
    const c = await createTenant(t, ana, { phoneNumber: '4125550001', emailAddress: 'uno@correo.com' });
    expect((await uploadAvatar(c.tenantId, ana)).statusCode).toBe(200);
    const card = (await get('/tenants/phone-number/4125550001', luis)).json().data;
    expect(card).not.toHaveProperty('avatarUrl');
    expect(card.tenantId).toBe(c.tenantId);

    // Phone and e-mail, found or not, share the one hourly allowance (59 more: 60 in all).
    for (let i = 0; i < 59; i++) {
      const url = i % 3 === 0 ? '/tenants/email/uno@correo.com' : i % 3 === 1 ? `/tenants/phone-number/41200${String(i).padStart(5, '0')}` : '/tenants/phone-number/4125550001';
      const res = await get(url, luis);
      expect(res.statusCode, url).not.toBe(429);
    }
    const refused = await get('/tenants/phone-number/4125550001', luis);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      data: null,
      metadata: { error: { type: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Has alcanzado el límite de 60 búsquedas de clientes por hora/) } },
    });
    expect((await get('/tenants/email/uno@correo.com', luis)).statusCode).toBe(429);
    // Another agent has its own hour.
    expect((await get('/tenants/phone-number/4125550001', ana)).statusCode).toBe(200);
  });

  it('60 look-ups at once are all answered and the next is refused', async () => {
    await createTenant(t, ana, { phoneNumber: '4125550002' });
    const answers = await Promise.all(Array.from({ length: 65 }, () => get('/tenants/phone-number/4125550002', luis)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});
