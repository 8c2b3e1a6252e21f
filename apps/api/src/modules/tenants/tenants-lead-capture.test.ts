import { describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { createTenant } from '../../../test/tenants-fixtures';

let t: TestApp;
let ana: string;
let luis: string;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));

const get = (url: string, token = ana) => t.call({ method: 'GET', url: `/rest/v1${url}`, token });

describe('a walk-in lead captured with a name and a phone', () => {
  it('creates the customer with only names, type and phone; sex, state and locality are null', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/rest/v1/tenants',
      token: ana,
      payload: { firstName: 'Carla', lastName: 'Ríos', tenantType: 1, phoneCode: '58', phoneNumber: '4125550101' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      fullName: 'Carla Ríos',
      tenantType: 1,
      sex: null,
      documentType: null,
      birthDate: null,
      address: { countryState: null, location: null },
    });
    // Read back, and in the list, the same nulls.
    const slug = res.json().data.slug;
    expect((await get(`/tenants/slug/${slug}`)).json().data.sex).toBeNull();
    expect((await get('/tenants?type=1')).json().data[0]).toMatchObject({ slug, sex: null });
  });

  it('accepts an explicit null sex on create and clears a sex on update', async () => {
    const created = await createTenant(t, ana, { sex: null });
    expect((await get(`/tenants/${created.tenantId}`)).json().data.sex).toBeNull();
    const withSex = await t.call({
      method: 'PUT',
      url: `/rest/v1/tenants/${created.tenantId}`,
      token: ana,
      payload: { firstName: 'José', lastName: 'Núñez', tenantType: 2, phoneCode: '58', phoneNumber: '4125550202', sex: 2 },
    });
    expect(withSex.json().data.sex).toBe(2);
    const cleared = await t.call({
      method: 'PUT',
      url: `/rest/v1/tenants/${created.tenantId}`,
      token: ana,
      payload: { firstName: 'José', lastName: 'Núñez', tenantType: 2, phoneCode: '58', phoneNumber: '4125550202', sex: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.sex).toBeNull();
  });

  it('still refuses a sex code out of range', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/rest/v1/tenants',
      token: ana,
      payload: { firstName: 'Carla', lastName: 'Ríos', tenantType: 1, phoneCode: '58', phoneNumber: '4125550303', sex: 4 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.error.fields).toMatchObject({ sex: 'El sexo seleccionado no es válido' });
  });

  it('a newly linked agent starts with sex not given', async () => {
    const mine = await createTenant(t, ana, { sex: 2 });
    const linked = await t.call({ method: 'POST', url: `/rest/v1/tenants/${mine.tenantId}/agents`, token: luis, payload: { tenantType: 3 } });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().data.sex).toBeNull();
    expect((await get(`/tenants/${mine.tenantId}`)).json().data.sex).toBe(2);
  });
});

describe('look-ups with exists=true', () => {
  it('answer 200 { found: false } when nobody has the phone or the e-mail; 404 without the option', async () => {
    for (const url of ['/tenants/phone-number/4120000000', '/tenants/email/nadie@example.com', '/tenants/phone-number/12']) {
      const asked = await get(`${url}?exists=true`);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({ data: { found: false } });
      expect(asked.json().data).toEqual({ found: false });
      const plain = await get(url);
      expect(plain.statusCode).toBe(404);
      expect(plain.json().metadata.error.type).toBe('TENANT_NOT_FOUND');
    }
  });

  it('answer 200 { found: true } with the masked card when someone is found', async () => {
    const mine = await createTenant(t, ana, { phoneNumber: '4125559877', emailAddress: 'pedro.paez@gmail.com', firstName: 'Pedro', lastName: 'Páez' });
    const byPhone = await get('/tenants/phone-number/04125559877?exists=true', luis);
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().data).toEqual({
      found: true,
      tenantId: mine.tenantId,
      fullName: 'Pedro Páez',
      emailAddress: 'pe••••••••@gmail.com',
      phoneNumber: '+58 •••-•••-9877',
      linked: false,
      slug: null,
    });
    const byEmail = await get('/tenants/email/PEDRO.paez@gmail.com?exists=true');
    expect(byEmail.json().data).toMatchObject({ found: true, linked: true, slug: mine.slug });
    // Without the option the card is answered as before, without `found`.
    expect((await get('/tenants/phone-number/4125559877', luis)).json().data).not.toHaveProperty('found');
  });

  it('refuses another value of exists', async () => {
    const res = await get('/tenants/phone-number/4120000000?exists=yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.error.type).toBe('VALIDATION_ERROR');
  });
});
