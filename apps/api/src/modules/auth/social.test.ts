import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agents } from '../../db/schema/index';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { startFakeFacebook, type FakeFacebook } from '../../../test/fakes/facebook';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/google';

const CLIENT_ID = 'vitrina-test.apps.googleusercontent.com';
let google: FakeGoogle;
let facebook: FakeFacebook;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle(CLIENT_ID);
  facebook = await startFakeFacebook('1234', 'fb-secret');
  google.users.set('g-ana', { sub: 'g-1', email: 'Ana@Gmail.com', givenName: 'ana', familyName: 'Pérez' });
  google.users.set('g-other-app', { sub: 'g-2', email: 'eve@gmail.com', aud: 'someone-else.apps.googleusercontent.com' });
  google.users.set('g-unverified', { sub: 'g-3', email: 'unv@gmail.com', emailVerified: false });
  facebook.users.set('fb-luis', { id: '99', email: 'luis@example.com', firstName: 'Luis', lastName: 'Rojas' });
  facebook.users.set('fb-other-app', { id: '98', email: 'eve@example.com', appId: '777' });
  facebook.users.set('fb-no-email', { id: '97', firstName: 'Sin' });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await facebook.close();
});
beforeEach(async () => t.reset());
beforeAll(async () => {
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
    GOOGLE_USERINFO_URL: google.userinfoUrl,
    FACEBOOK_APP_ID: '1234',
    FACEBOOK_APP_SECRET: 'fb-secret',
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
  });
});

const call = (path: string, accessToken: string) =>
  t.call({ method: 'POST', url: `/rest/v1${path}`, payload: { accessToken } });

describe('Google', () => {
  it('signs up, then signs in with the same Google account', async () => {
    const noAccount = await call('/auth/agents/providers/google', 'g-ana');
    expect(noAccount.statusCode).toBe(404);
    expect(noAccount.json().metadata.error.type).toBe('AGENT_NOT_FOUND');

    const created = await call('/agents/providers/google', 'g-ana');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pérez',
      emailAddress: 'ana@gmail.com',
      authProvider: 'google',
    });
    expect(created.json().metadata.authorization.accessToken).toBeTruthy();

    const again = await call('/agents/providers/google', 'g-ana');
    expect(again.statusCode).toBe(409);
    expect(again.json().metadata.error.type).toBe('EMAIL_IN_USE');

    const signedIn = await call('/auth/agents/providers/google', 'g-ana');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.agentId).toBe(created.json().data.agentId);
  });

  it('refuses tokens issued to another app, unverified e-mails and unknown tokens', async () => {
    for (const token of ['g-other-app', 'g-unverified', 'never-issued']) {
      const res = await call('/agents/providers/google', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().metadata.error.type).toBe('PROVIDER_TOKEN_INVALID');
    }
    expect((await t.database.db.select().from(agents)).length).toBe(0);
  });

  it('a password account answers INVALID_USER_AUTH_PROVIDER only for Google-made accounts', async () => {
    await call('/agents/providers/google', 'g-ana');
    const pw = await t.call({ method: 'POST', url: '/rest/v1/auth/agents', payload: { emailAddress: 'ana@gmail.com', password: 'Secreto1' } });
    expect(pw.statusCode).toBe(409);
    expect(pw.json().metadata.error.type).toBe('INVALID_USER_AUTH_PROVIDER');
    const reset = await t.call({ method: 'POST', url: '/rest/v1/auth/agents/password-reset', payload: { emailAddress: 'ana@gmail.com' } });
    expect(reset.json().metadata.error.type).toBe('INVALID_USER_AUTH_PROVIDER');
    expect(t.mails).toHaveLength(0);
  });

  it('links Google to an existing password account with the same verified e-mail on sign-in', async () => {
    const { agentId } = await signUp(t, 'ana@gmail.com', 'Secreto1');
    const signUpAttempt = await call('/agents/providers/google', 'g-ana');
    expect(signUpAttempt.json().metadata.error.type).toBe('EMAIL_IN_USE');
    const signedIn = await call('/auth/agents/providers/google', 'g-ana');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.agentId).toBe(agentId);
  });
});

describe('Facebook', () => {
  it('checks the token with debug_token and signs up then in', async () => {
    const created = await call('/agents/providers/facebook', 'fb-luis');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ fullName: 'Luis Rojas', authProvider: 'facebook' });
    const debug = facebook.requests.find((r) => r.path === '/v22.0/debug_token')!;
    expect(debug.query.get('access_token')).toBe('1234|fb-secret');
    expect((await call('/auth/agents/providers/facebook', 'fb-luis')).statusCode).toBe(200);
  });

  it('refuses a token of another app and an account without e-mail', async () => {
    for (const token of ['fb-other-app', 'fb-no-email']) {
      const res = await call('/agents/providers/facebook', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().metadata.error.type).toBe('PROVIDER_TOKEN_INVALID');
    }
  });
});

describe('providers switched off or unreachable', () => {
  it('answers PROVIDER_NOT_CONFIGURED without configuration', async () => {
    const plain = await createTestApp();
    const res = await plain.call({ method: 'POST', url: '/rest/v1/agents/providers/google', payload: { accessToken: 'x' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().metadata.error.type).toBe('PROVIDER_NOT_CONFIGURED');
    await plain.close();
  });

  it('answers 502 PROVIDER_UNAVAILABLE when the provider cannot be reached', async () => {
    const down = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:9/tokeninfo',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
    });
    const res = await down.call({ method: 'POST', url: '/rest/v1/auth/agents/providers/google', payload: { accessToken: 'g-ana' } });
    expect(res.statusCode).toBe(502);
    expect(res.json().metadata.error.type).toBe('PROVIDER_UNAVAILABLE');
    await down.close();
  });

  it('refuses an unknown provider name', async () => {
    const res = await t.call({ method: 'POST', url: '/rest/v1/agents/providers/twitter', payload: { accessToken: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.error.fields).toEqual({ provider: 'Proveedor no válido' });
  });
});
