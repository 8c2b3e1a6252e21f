import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../../db/schema/index';
import { createTestApp, signUp } from '../../../test/app';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../../test/fakes/recaptcha';
import { resetLinkFrom, startSmtpSink, type SmtpSink } from '../../../test/fakes/smtp-sink';

let captcha: FakeRecaptcha;
let smtp: SmtpSink;
beforeAll(async () => {
  captcha = await startFakeRecaptcha('captcha-secret');
  captcha.scores.set('human', { score: 0.9 });
  captcha.scores.set('bot', { score: 0.1 });
  captcha.scores.set('other-action', { score: 0.9, action: 'login' });
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await captcha.close();
  await smtp.close();
});

describe('captcha on sign-up', () => {
  it('creates the agent only with a human token for submit_form', async () => {
    const t = await createTestApp({
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'captcha-secret',
      RECAPTCHA_VERIFY_URL: captcha.verifyUrl,
    });
    const body = (recaptchaToken?: string) => ({
      firstName: 'Ana',
      emailAddress: 'ana@example.com',
      password: 'Secreto1',
      acceptEmails: false,
      recaptchaToken,
    });
    for (const token of [undefined, 'bot', 'other-action', 'forged']) {
      const res = await t.call({ method: 'POST', url: '/rest/v1/agents', payload: body(token) });
      expect(res.statusCode).toBe(400);
      expect(res.json().metadata.error.type).toBe('RECAPTCHA_VERIFICATION_FAILED');
    }
    expect((await t.database.db.select().from(agents)).length).toBe(0);
    const ok = await t.call({ method: 'POST', url: '/rest/v1/agents', payload: body('human') });
    expect(ok.statusCode).toBe(201);
    expect(captcha.requests.at(-1)!.body).toContain('secret=captcha-secret');
    await t.close();
  });
});

describe('password-reset mail delivery', () => {
  it('goes through SMTP_URL with a plain-text and an HTML part', async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' });
    await signUp(t, 'ana@example.com');
    const res = await t.call({ method: 'POST', url: '/rest/v1/auth/agents/password-reset', payload: { emailAddress: 'ana@example.com' } });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor('ana@example.com');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(resetLinkFrom(mail.raw)).toMatch(/^http:\/\/vitrina\.test\/password-reset\?authorization=/);
    await t.close();
  });

  it('is written to DATA_DIR/outbox when no SMTP server is configured', async () => {
    const { createMailer } = await import('../../plugins/mail');
    const t = await createTestApp();
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o) } as never;
    const mailer = createMailer({ smtpUrl: null, from: 'Vitrina <a@b.co>', dataDir: t.dataDir, log });
    await mailer.send({ to: 'ana@example.com', subject: 'Hola', text: 'enlace secreto', html: '<p>enlace secreto</p>' });
    const outbox = path.join(t.dataDir, 'outbox');
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file!), 'utf8')).toContain('enlace secreto');
    expect(JSON.stringify(logged)).not.toContain('enlace secreto');
    await t.close();
  });
});
