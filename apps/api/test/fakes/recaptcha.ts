import { startHttpFake } from './http-fake';

/**
 * reCAPTCHA v3 `siteverify`: a form POST with secret and response. Tokens registered in
 * `scores` verify with that score; any other token fails with invalid-input-response.
 */
export async function startFakeRecaptcha(secret: string) {
  const scores = new Map<string, { score: number; action?: string }>();
  const fake = await startHttpFake((req) => {
    if (req.method !== 'POST' || req.path !== '/recaptcha/api/siteverify') return { status: 404, body: {} };
    const form = new URLSearchParams(req.body);
    if (form.get('secret') !== secret) return { body: { success: false, 'error-codes': ['invalid-input-secret'] } };
    const entry = scores.get(form.get('response') ?? '');
    if (!entry) return { body: { success: false, 'error-codes': ['invalid-input-response'] } };
    return {
      body: {
        success: true,
        score: entry.score,
        action: entry.action ?? 'submit_form',
        challenge_ts: new Date().toISOString(),
        hostname: 'localhost',
      },
    };
  });
  return { ...fake, verifyUrl: `${fake.url}/recaptcha/api/siteverify`, scores };
}
export type FakeRecaptcha = Awaited<ReturnType<typeof startFakeRecaptcha>>;
