import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { properties, tasks, tenants } from '../../db/schema/index';
import { createTestApp, signUp, type TestApp } from '../../../test/app';
import { startFakeRecaptcha } from '../../../test/fakes/recaptcha';
import { leadBody as lead } from '../../../test/lead-fixtures';

// The lead call's OpenAPI entry, a mail server that is down, and the captcha (apps of their own).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

describe('the lead call, documented and resilient', () => {
  it('is in the OpenAPI description with its body and its only answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' })).json();
    const op = doc.paths['/rest/v1/public/properties/{slug}/leads']?.post;
    expect(op).toBeTruthy();
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'phoneCode', 'phoneNumber', 'message', 'recaptchaToken']),
    );
    expect(op.responses['201']).toBeTruthy();
    expect(op.responses['429']).toBeTruthy();
  });

  it('keeps the lead and answers 201 when the e-mail to the agent cannot leave', async () => {
    // SMTP on a port where nothing listens: the mail fails, the customer and the task stay.
    const c = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', RATE_LIMIT_MAX: '100000' });
    try {
      const ana = await signUp(c, 'ana@example.com');
      const draftId = (await c.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana.token })).json().data.propertyDraftId;
      await c.database.db.insert(properties).values({ draftId, agentId: ana.agentId, slug: 'casa-sin-correo-1', status: 2, publishedAt: new Date() });
      const res = await c.call({ method: 'POST', url: '/rest/v1/public/properties/casa-sin-correo-1/leads', payload: lead() });
      expect(res.statusCode).toBe(201);
      expect(await c.database.db.select().from(tenants)).toHaveLength(1);
      expect(await c.database.db.select().from(tasks)).toHaveLength(1);
    } finally {
      await c.close();
    }
  });
});

describe('captcha on the lead form', () => {
  it('stores the lead only with a human token for submit_form when the captcha is configured', async () => {
    const captcha = await startFakeRecaptcha('captcha-secret');
    captcha.scores.set('human', { score: 0.9 });
    captcha.scores.set('bot', { score: 0.1 });
    const c = await createTestApp({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'captcha-secret', RECAPTCHA_VERIFY_URL: captcha.verifyUrl });
    try {
      const signed = await c.call({
        method: 'POST',
        url: '/rest/v1/agents',
        payload: { firstName: 'Ana', emailAddress: 'ana@example.com', password: 'Secreto1', acceptEmails: false, recaptchaToken: 'human' },
      });
      const ana = { agentId: signed.json().data.agentId as string, token: signed.json().metadata.authorization.accessToken as string };
      const draftId = (await c.call({ method: 'POST', url: '/rest/v1/property-drafts', token: ana.token })).json().data.propertyDraftId;
      await c.database.db.insert(properties).values({ draftId, agentId: ana.agentId, slug: 'casa-captcha-1', status: 2, publishedAt: new Date() });
      const post = (recaptchaToken: string | null) =>
        c.call({ method: 'POST', url: '/rest/v1/public/properties/casa-captcha-1/leads', payload: lead({ recaptchaToken }) });
      for (const token of [null, 'bot', 'forged']) {
        const res = await post(token);
        expect(res.statusCode).toBe(400);
        expect(res.json().metadata.error).toMatchObject({ type: 'RECAPTCHA_VERIFICATION_FAILED', message: 'No se pudo verificar que eres un humano' });
      }
      expect(await c.database.db.select().from(tenants)).toHaveLength(0);
      expect(c.mails).toHaveLength(0);
      expect((await post('human')).statusCode).toBe(201);
      expect(await c.database.db.select().from(tenants)).toHaveLength(1);
      // With no title yet (no property type), the e-mail still names the listing.
      expect(c.mails[0]!.subject).toBe('Nuevo interesado en tu propiedad');
    } finally {
      await c.close();
      await captcha.close();
    }
  });
});
