import { describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/app';
import { twoAgentsEachTest } from '../../../test/two-agents';
import { createTenant, tenantBody } from '../../../test/tenants-fixtures';

/** Issue 13 item 6: phones written the Venezuelan way, in search, forms and look-ups. */
let t: TestApp;
let ana: string;
let luis: string;

twoAgentsEachTest((agents) => ({ t, ana, luis } = agents));

const get = (url: string, token = ana) => t.call({ method: 'GET', url: `/rest/v1${url}`, token });
const names = async (q: string) =>
  ((await get(`/tenants?searchQuery=${encodeURIComponent(q)}`)).json().data as { fullName: string }[]).map((x) => x.fullName);

describe('phones written the usual way', () => {
  it('the customer search finds a phone written with 0, spaces, dashes or +58', async () => {
    await createTenant(t, ana, { firstName: 'María', lastName: 'Pérez', phoneNumber: '4127000001' });
    await createTenant(t, ana, { firstName: 'Pedro', lastName: 'Gómez', phoneNumber: '4127000003' });
    expect(await names('04127000001')).toEqual(['María Pérez']);
    expect(await names('+58 412 7000003')).toEqual(['Pedro Gómez']);
    expect(await names('0412-700-0001')).toEqual(['María Pérez']);
    expect(await names('0412 700')).toHaveLength(2);
    expect(await names('maria')).toEqual(['María Pérez']);
  });

  it('creates a customer from a pasted +584125551234 and stores 58 / 4125551234', async () => {
    const res = await t.call({ method: 'POST', url: '/rest/v1/tenants', token: ana, payload: tenantBody({ phoneCode: '58', phoneNumber: '+584125551234' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.phoneNumber).toEqual({ code: '58', number: '4125551234', fullNumber: '+584125551234' });
    // The same person written another way is the same phone.
    const again = await t.call({ method: 'POST', url: '/rest/v1/tenants', token: luis, payload: tenantBody({ phoneNumber: '0412.555.1234' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().metadata.error.type).toBe('PHONE_NUMBER_IN_USE');
    // Edited with the spaced international form, it stays the same number.
    const id = res.json().data.tenantId;
    const put = await t.call({ method: 'PUT', url: `/rest/v1/tenants/${id}`, token: ana, payload: tenantBody({ phoneCode: '1', phoneNumber: '+58 412 555 1234' }) });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.phoneNumber).toMatchObject({ code: '58', number: '4125551234' });
  });

  it('the look-up by phone reads 0412-555-1234 and +58 412 555 1234', async () => {
    const mine = await createTenant(t, ana, { phoneNumber: '4125551234' });
    const card = (await get('/tenants/phone-number/0412-555-1234', luis)).json().data;
    expect(card).toMatchObject({ tenantId: mine.tenantId, phoneNumber: '+58 •••-•••-1234', linked: false });
    const spaced = await get(`/tenants/phone-number/${encodeURIComponent('+58 412 555 1234')}`, luis);
    expect(spaced.json().data.tenantId).toBe(mine.tenantId);
  });

  it('the agent’s contact phone accepts a pasted full number', async () => {
    const res = await t.call({ method: 'PUT', url: '/rest/v1/agents', token: ana, payload: { contactPhoneNumber: '+58 414-555.0000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contactPhoneNumber).toEqual({ code: '58', number: '4145550000', fullNumber: '+584145550000' });
  });
});
