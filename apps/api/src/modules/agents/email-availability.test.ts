import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agents } from '../../db/schema/index';
import { createTestApp, signUp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => t.reset());
afterAll(async () => t.close());

const probe = (emailAddress: string, query = '?availability=true', password?: string) =>
  t.call({ method: 'POST', url: `/rest/v1/agents${query}`, payload: { firstName: 'Ana', emailAddress, acceptEmails: false, password } });

describe('sign-up e-mail check with availability=true (POST /agents)', () => {
  it('answers 200 { available: true } for a free e-mail and creates nobody', async () => {
    const res = await probe('nueva@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { available: true } });
    expect(await t.database.db.select().from(agents)).toHaveLength(0);
  });

  it('answers 200 { available: false } for an e-mail taken in any case', async () => {
    await signUp(t, 'ana@example.com');
    const res = await probe('  ANA@Example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ available: false });
  });

  it('keeps PASSWORD_REQUIRED and EMAIL_IN_USE for clients that do not ask for it', async () => {
    const free = await probe('libre@example.com', '');
    expect(free.statusCode).toBe(400);
    expect(free.json().metadata.error.type).toBe('PASSWORD_REQUIRED');
    await signUp(t, 'ana@example.com');
    const taken = await probe('ana@example.com', '?availability=false');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().metadata.error.type).toBe('EMAIL_IN_USE');
  });

  it('still creates the account when a password is sent with the option', async () => {
    const res = await probe('nueva@example.com', '?availability=true', 'Secreto1');
    expect(res.statusCode).toBe(201);
    expect(res.json().metadata.authorization.accessToken).toBeTruthy();
  });

  it('validates the body as before', async () => {
    const res = await probe('no-es-correo');
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.error.type).toBe('VALIDATION_ERROR');
  });
});
