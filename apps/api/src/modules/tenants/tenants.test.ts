import { describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index';
import { type TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { makeImage, multipart } from '../../../test/images';
import { createTenant, tenantBody } from '../../../test/tenants-fixtures';

let t: TestApp;
let ana: string;
let luis: string;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));

const get = (url: string, token = ana) => t.call({ method: 'GET', url: `/rest/v1${url}`, token });
const put = (url: string, payload?: object, token = ana) => t.call({ method: 'PUT', url: `/rest/v1${url}`, token, payload });

describe('create and read', () => {
  it('creates a customer with a slug, an activity and milestone 5', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/rest/v1/tenants',
      token: ana,
      payload: tenantBody({ phoneCode: '+58', phoneNumber: '0414 555 1234', emailAddress: ' Jose@Correo.COM ' }),
    });
    expect(res.statusCode).toBe(201);
    const tenant = res.json().data;
    expect(tenant).toMatchObject({
      fullName: 'José Núñez',
      tenantType: 2,
      status: 1,
      emailAddress: 'jose@correo.com',
      phoneNumber: { code: '58', number: '4145551234', fullNumber: '+584145551234' },
    });
    expect(tenant.slug).toMatch(/^jose-nunez-[0-9a-f]{6}$/);
    expect((await get(`/tenants/slug/${tenant.slug}`)).json().data.tenantId).toBe(tenant.tenantId);
    const activities = (await get(`/tenants/${tenant.tenantId}/activities`)).json();
    expect(activities.data).toMatchObject([{ eventType: 1, title: 'El cliente ha sido añadido', index: 1 }]);
    const milestones = (await get('/tasks-completed')).json().data.map((m: { type: number }) => m.type);
    expect(milestones).toEqual([5]);
  });

  it('refuses a phone or e-mail already used by any customer, storing nothing', async () => {
    await createTenant(t, ana, { phoneNumber: '4125550001', emailAddress: 'uno@correo.com' });
    const phone = await t.call({ method: 'POST', url: '/rest/v1/tenants', token: luis, payload: tenantBody({ phoneNumber: '04125550001' }) });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().metadata.error.type).toBe('PHONE_NUMBER_IN_USE');
    const email = await t.call({ method: 'POST', url: '/rest/v1/tenants', token: luis, payload: tenantBody({ emailAddress: 'UNO@correo.com' }) });
    expect(email.json().metadata.error.type).toBe('EMAIL_IN_USE');
    expect((await t.database.db.select().from(tenants)).length).toBe(1);
  });

  it('answers the Spanish messages of spec 2 §5', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/rest/v1/tenants',
      token: ana,
      payload: { ...tenantBody(), firstName: '', lastName: 'Pé', sex: 4, tenantType: 5, documentType: 9, emailAddress: 'x@', phoneNumber: '12' },
    });
    expect(res.json().metadata.error.fields).toEqual({
      firstName: 'Debe escribir el nombre',
      lastName: 'El apellido debe tener al menos 3 caracteres',
      sex: 'El sexo seleccionado no es válido',
      tenantType: 'El tipo de cliente seleccionado no es válido',
      documentType: 'El tipo de documento seleccionado no es válido',
      emailAddress: 'Debe escribir un correo electrónico válido',
      phoneNumber: 'El teléfono debe contener mínimo 10 caracteres',
    });
  });

  it('checks that the locality belongs to the state', async () => {
    const states = (await get('/country-states')).json().data;
    const zulia = states.find((s: { name: string }) => s.name === 'Zulia');
    const lara = states.find((s: { name: string }) => s.name === 'Lara');
    const locs = (await get(`/country-locations?countryState=${lara.countryStateId}`)).json().data;
    const bad = await t.call({ method: 'POST', url: '/rest/v1/tenants', token: ana, payload: tenantBody({ countryState: zulia.countryStateId, countryLocation: locs[0].countryLocationId }) });
    expect(bad.json().metadata.error.fields).toEqual({ countryLocation: 'La localidad no pertenece al estado seleccionado' });
    const good = await t.call({ method: 'POST', url: '/rest/v1/tenants', token: ana, payload: tenantBody({ countryState: lara.countryStateId, countryLocation: locs[0].countryLocationId }) });
    expect(good.json().data.address).toEqual({
      countryState: { countryStateId: lara.countryStateId, name: 'Lara' },
      location: { countryLocationId: locs[0].countryLocationId, name: locs[0].name },
    });
  });
});

describe('list and search', () => {
  it('finds by name without accents, e-mail, phone and document; filters by status and type; paginates', async () => {
    await createTenant(t, ana, { firstName: 'María', lastName: 'Pérez', emailAddress: 'maria@correo.com', phoneNumber: '4241112233', documentNumber: 'V-20111222' });
    await createTenant(t, ana, { firstName: 'Ángel', lastName: 'Gómez', tenantType: 3 });
    for (let i = 0; i < 20; i++) await createTenant(t, ana, { firstName: 'Cliente', lastName: `Número${'a'.repeat((i % 5) + 3)}` });
    await createTenant(t, luis, { firstName: 'María', lastName: 'Ajena' });

    const names = async (q: string) => ((await get(`/tenants?searchQuery=${encodeURIComponent(q)}`)).json().data as { fullName: string }[]).map((x) => x.fullName);
    expect(await names('maria perez')).toEqual(['María Pérez']);
    expect(await names('  PÉREZ ')).toEqual(['María Pérez']);
    expect(await names('maria@correo')).toEqual(['María Pérez']);
    expect(await names('4241112233')).toEqual(['María Pérez']);
    expect(await names('20111222')).toEqual(['María Pérez']);
    expect(await names('angel')).toEqual(['Ángel Gómez']);
    expect(await names('100%_')).toEqual([]);

    const page1 = (await get('/tenants')).json();
    expect(page1.data).toHaveLength(18);
    expect(page1.metadata.pagination).toEqual({ limit: 18, offset: 0, total: 22 });
    const page2 = (await get('/tenants?offset=18')).json();
    expect(page2.data).toHaveLength(4);
    const past = (await get('/tenants?offset=90')).json();
    expect(past).toMatchObject({ data: [], metadata: { pagination: { limit: 18, offset: 90, total: 22 } } });
    const contacts = (await get('/tenants?type=3')).json();
    expect(contacts.data.map((x: { fullName: string }) => x.fullName)).toEqual(['Ángel Gómez']);
    expect((await get('/tenants?status=2')).json().metadata.pagination.total).toBe(0);
  });
});

describe('shared customers', () => {
  it('a look-up answers only a masked card, and linking adds the customer to my list', async () => {
    const mine = await createTenant(t, ana, { phoneNumber: '4125559876', emailAddress: 'pedro.perez@gmail.com', firstName: 'Pedro', lastName: 'Pérez' });
    const card = (await get('/tenants/phone-number/04125559876', luis)).json().data;
    expect(card).toEqual({
      tenantId: mine.tenantId,
      fullName: 'Pedro Pérez',
      emailAddress: 'pe•••••••••@gmail.com',
      phoneNumber: '+58 •••-•••-9876',
      linked: false,
      slug: null,
    });
    expect((await get('/tenants/phone-number/584125559876', luis)).json().data.tenantId).toBe(mine.tenantId);
    expect((await get('/tenants/email/PEDRO.perez@gmail.com', luis)).json().data.linked).toBe(false);
    const none = await get('/tenants/phone-number/4120000000', luis);
    expect(none.statusCode).toBe(404);
    expect(none.json().metadata.error.type).toBe('TENANT_NOT_FOUND');

    const linked = await t.call({ method: 'POST', url: `/rest/v1/tenants/${mine.tenantId}/agents`, token: luis, payload: { tenantType: 3 } });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().data).toMatchObject({ tenantType: 3, status: 1 });
    const again = await t.call({ method: 'POST', url: `/rest/v1/tenants/${mine.tenantId}/agents`, token: luis, payload: { tenantType: 3 } });
    expect(again.json().metadata.error.type).toBe('TENANT_AGENT_ALREADY_EXIST');
    // Status and type belong to each agent's link.
    await put(`/tenants/${mine.tenantId}/disabled`, undefined, luis);
    expect((await get(`/tenants/${mine.tenantId}`)).json().data).toMatchObject({ status: 1, tenantType: 2 });
    expect((await get(`/tenants/${mine.tenantId}`, luis)).json().data).toMatchObject({ status: 2, tenantType: 3 });
    expect((await get('/tenants/phone-number/4125559876', luis)).json().data).toMatchObject({ linked: true, slug: mine.slug });
  });
});

describe('archive, activate, edit, avatar', () => {
  it('archives and activates with activities, refusing a repeated move', async () => {
    const c = await createTenant(t, ana);
    const filed = await put(`/tenants/${c.tenantId}/disabled`);
    expect(filed.json().data.status).toBe(2);
    expect((await put(`/tenants/${c.tenantId}/disabled`)).statusCode).toBe(409);
    expect((await get('/tenants')).json().metadata.pagination.total).toBe(0);
    expect((await get('/tenants?status=2')).json().metadata.pagination.total).toBe(1);
    expect((await put(`/tenants/${c.tenantId}/enabled`)).json().data.status).toBe(1);
    const titles = (await get(`/tenants/${c.tenantId}/activities`)).json().data.map((a: { index: number; title: string }) => [a.index, a.title]);
    expect(titles).toEqual([
      [3, 'El cliente ha sido activado'],
      [2, 'El cliente ha sido archivado'],
      [1, 'El cliente ha sido añadido'],
    ]);
  });

  it('edits the person, keeps a Lead a Lead, and checks uniqueness against others', async () => {
    const a = await createTenant(t, ana, { phoneNumber: '4125550101' });
    const b = await createTenant(t, ana, { phoneNumber: '4125550202', tenantType: 1 });
    const edited = await put(`/tenants/${a.tenantId}`, tenantBody({ phoneNumber: '4125550101', firstName: 'Josefina', tenantType: 3 }));
    expect(edited.json().data).toMatchObject({ firstName: 'Josefina', tenantType: 3, slug: a.slug });
    const clash = await put(`/tenants/${a.tenantId}`, tenantBody({ phoneNumber: '4125550202' }));
    expect(clash.json().metadata.error.type).toBe('PHONE_NUMBER_IN_USE');
    const lead = await put(`/tenants/${b.tenantId}`, tenantBody({ phoneNumber: '4125550202', tenantType: 2 }));
    expect(lead.json().metadata.error.fields).toEqual({ tenantType: 'El tipo de un potencial cliente no se puede cambiar' });
  });

  it('stores a cleaned avatar', async () => {
    const c = await createTenant(t, ana);
    const body = multipart(await makeImage(650, 650), 'c.jpg', 'image/jpeg');
    const res = await t.call({ method: 'PUT', url: `/rest/v1/tenants/${c.tenantId}/avatar`, token: ana, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatarUrl).toMatch(/\/files\/tenants\/.+\.jpg\?expires=\d+&signature=[\w-]+$/);
  });
});

describe('another agent’s customer', () => {
  it('answers 404 to every call and changes nothing', async () => {
    const c = await createTenant(t, ana);
    const before = (await get(`/tenants/${c.tenantId}`)).json().data;
    const body = multipart(await makeImage(100, 100), 'c.jpg', 'image/jpeg');
    const calls = [
      get(`/tenants/${c.tenantId}`, luis),
      get(`/tenants/slug/${c.slug}`, luis),
      get(`/tenants/${c.tenantId}/activities`, luis),
      put(`/tenants/${c.tenantId}`, tenantBody({ firstName: 'Intruso' }), luis),
      put(`/tenants/${c.tenantId}/disabled`, undefined, luis),
      put(`/tenants/${c.tenantId}/enabled`, undefined, luis),
      t.call({ method: 'PUT', url: `/rest/v1/tenants/${c.tenantId}/avatar`, token: luis, payload: body.payload, headers: body.headers }),
      get(`/tenants/not-a-uuid`, luis),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().metadata.error.type).toBe('TENANT_NOT_FOUND');
    }
    expect((await get(`/tenants/${c.tenantId}`)).json().data).toEqual(before);
    expect((await get('/tenants', luis)).json().metadata.pagination.total).toBe(0);
  });
});
