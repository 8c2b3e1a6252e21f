import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../../test/fakes/recaptcha';

let captcha: FakeRecaptcha;
let t: TestApp;
beforeAll(async () => {
  captcha = await startFakeRecaptcha('captcha-secret');
  captcha.scores.set('human', { score: 0.9 });
  captcha.scores.set('bot', { score: 0.1 });
  t = await createTestApp({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'captcha-secret', RECAPTCHA_VERIFY_URL: captcha.verifyUrl });
});
beforeEach(async () => {
  await t.reset();
  const res = await t.call({
    method: 'POST',
    url: '/rest/v1/agents',
    payload: { firstName: 'Ana', emailAddress: 'ana@example.com', password: 'Secreto1', acceptEmails: false, recaptchaToken: 'human' },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await captcha.close();
});

/** Each call from its own address: the per-address route limit is not what is tested here. */
let address = 0;
const signIn = (app: TestApp, password: string, recaptchaToken?: string) =>
  app.call({
    method: 'POST',
    url: '/rest/v1/auth/agents',
    remoteAddress: `10.0.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`,
    payload: { emailAddress: 'ana@example.com', password, ...(recaptchaToken ? { recaptchaToken } : {}) },
  });

function expectRetryLater(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(body.data).toBeNull();
  expect(body.metadata.error.type).toBe('TOO_MANY_REQUESTS');
  expect(body.metadata.error.message).toMatch(/^Demasiados intentos de inicio de sesión\. Vuelve a intentarlo en \d+ segundos?/);
  const after = Number(res.headers['retry-after']);
  expect(Number.isInteger(after)).toBe(true);
  // The slow lane (30 s by default) opens before the 15-minute window ends.
  expect(after).toBeGreaterThanOrEqual(1);
  expect(after).toBeLessThanOrEqual(30);
}

/** Ten wrong passwords, one after another: the e-mail is at its limit. */
async function useUpTheLimit(app: TestApp) {
  for (let i = 0; i < 10; i++) expect((await signIn(app, 'Mala1234')).statusCode).toBe(401);
}

/** What the slow lane's delay would do: the last checked attempt moves 31 s into the past. */
async function letTheSlowLaneOpen(app: TestApp) {
  await app.database.db.execute(
    sql`update rate_counters set last_allowed_at = last_allowed_at - interval '31 seconds' where kind = 'sign_in'`,
  );
}

describe('sign-in throttle (one e-mail, many attempts at once)', () => {
  it('checks at most 10 of 100 simultaneous wrong passwords; the rest answer 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => signIn(t, 'Mala1234')));
    const checked = answers.filter((r) => r.statusCode === 401);
    for (const r of checked) expect(r.json().metadata.error.type).toBe('PASSWORD_INVALID');
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.length).toBeGreaterThan(0);
    const refused = answers.filter((r) => r.statusCode !== 401);
    expect(refused).toHaveLength(100 - checked.length);
    for (const r of refused) expectRetryLater(r);

    // The right password is refused too while the e-mail is over its limit...
    expectRetryLater(await signIn(t, 'Secreto1'));
    // ...unless the captcha says a human is asking; a failing captcha changes nothing.
    expectRetryLater(await signIn(t, 'Secreto1', 'bot'));
    expectRetryLater(await signIn(t, 'Secreto1', 'forged'));
    const human = await signIn(t, 'Secreto1', 'human');
    expect(human.statusCode).toBe(200);
    expect(human.json().metadata.authorization.accessToken).toBeTruthy();
    // A successful sign-in clears the counter: the next wrong password is checked again.
    expect((await signIn(t, 'Mala1234')).statusCode).toBe(401);
  });

  it('a passing captcha checks the password but does not open the door to a wrong one', async () => {
    await useUpTheLimit(t);
    const wrong = await signIn(t, 'Otra1234', 'human');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().metadata.error.type).toBe('PASSWORD_INVALID');
    expectRetryLater(await signIn(t, 'Secreto1'));
  });

  it('lets one attempt through the slow lane after the delay, even while someone hammers', async () => {
    await Promise.all(Array.from({ length: 40 }, () => signIn(t, 'Mala1234')));
    expectRetryLater(await signIn(t, 'Secreto1'));
    await letTheSlowLaneOpen(t);
    const owner = await signIn(t, 'Secreto1');
    expect(owner.statusCode).toBe(200);

    // One checked attempt per delay: a wrong one takes the lane, the next waits again.
    await Promise.all(Array.from({ length: 20 }, () => signIn(t, 'Mala1234')));
    await letTheSlowLaneOpen(t);
    const lane = await Promise.all(Array.from({ length: 20 }, () => signIn(t, 'Mala1234')));
    expect(lane.filter((r) => r.statusCode === 401)).toHaveLength(1);
    for (const r of lane.filter((x) => x.statusCode !== 401)) expectRetryLater(r);
    expectRetryLater(await signIn(t, 'Secreto1'));
  });

  it('counts attempts on unknown e-mails too, without telling them apart once over the limit', async () => {
    const unknown = (n: number) =>
      t.call({ method: 'POST', url: '/rest/v1/auth/agents', remoteAddress: `10.9.9.${n}`, payload: { emailAddress: 'nadie@example.com', password: 'Mala1234' } });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => unknown(i + 1)));
    expect(answers.filter((r) => r.statusCode === 404).length).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(20);
    // Another e-mail is not affected.
    expect((await signIn(t, 'Secreto1')).statusCode).toBe(200);
  });
});

describe('sign-in slow lane switched off (SIGN_IN_SLOW_LANE_SECONDS=0)', () => {
  it('keeps the owner out until the window ends, unless the captcha passes', async () => {
    const strict = await createTestApp({
      SIGN_IN_SLOW_LANE_SECONDS: '0',
      RECAPTCHA_SECRET: 'captcha-secret',
      RECAPTCHA_VERIFY_URL: captcha.verifyUrl,
    });
    await strict.call({
      method: 'POST',
      url: '/rest/v1/agents',
      payload: { firstName: 'Ana', emailAddress: 'ana@example.com', password: 'Secreto1', acceptEmails: false, recaptchaToken: 'human' },
    });
    await useUpTheLimit(strict);
    await letTheSlowLaneOpen(strict);
    const refused = await signIn(strict, 'Secreto1');
    expect(refused.statusCode).toBe(429);
    // Without a slow lane the wait is the rest of the 15-minute window.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.json().metadata.error.message).toMatch(/en 15 minutos/);
    expect((await signIn(strict, 'Secreto1', 'human')).statusCode).toBe(200);
    await strict.close();
  });
});

describe('password-reset requests', () => {
  it('mails at most 5 of 20 simultaneous requests and answers the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call({ method: 'POST', url: '/rest/v1/auth/agents/password-reset', remoteAddress: `10.8.0.${i + 1}`, payload: { emailAddress: 'ana@example.com' } }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(t.mails).toHaveLength(5);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(429);
      expect(r.json().metadata.error.type).toBe('TOO_MANY_REQUESTS');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(3000);
    }
  });
});
