import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

// Issue 13 item 14: names stored with each word capitalised, the contact phone changeable after
// onboarding, the birth date optional.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = async (token: string) => (await t.call({ method: 'GET', url: '/rest/v1/auth/agents', token })).json().data;

describe('agent names and profile', () => {
  it('stores each word of the names capitalised on sign-up and on profile changes', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/rest/v1/agents',
      payload: { firstName: 'maría josé', lastName: 'pérez-rodríguez', emailAddress: 'maria@example.com', password: 'Secreto1', acceptEmails: false },
    });
    expect(res.statusCode).toBe(201);
    const token = res.json().metadata.authorization.accessToken as string;
    expect(await me(token)).toMatchObject({ firstName: 'María José', lastName: 'Pérez-Rodríguez' });

    const put = await t.call({ method: 'PUT', url: '/rest/v1/agents', token, payload: { firstName: 'ANA  luisa', lastName: "d'ángelo" } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ firstName: 'Ana Luisa', lastName: "D'Ángelo", fullName: "Ana Luisa D'Ángelo" });
  });

  it('changes the contact phone after onboarding and clears the birth date', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/rest/v1/agents',
      payload: { firstName: 'Beto', emailAddress: 'beto@example.com', password: 'Secreto1', acceptEmails: false },
    });
    const token = res.json().metadata.authorization.accessToken as string;
    const put = (payload: object) => t.call({ method: 'PUT', url: '/rest/v1/agents', token, payload });
    await put({ codeContactPhoneNumber: '58', contactPhoneNumber: '04125555555', birthDate: '1990-05-17' });
    const changed = await put({ codeContactPhoneNumber: '58', contactPhoneNumber: '0414 777 8888', birthDate: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ contactPhoneNumber: { number: '4147778888', fullNumber: '+584147778888' }, birthDate: null });
  });
});
