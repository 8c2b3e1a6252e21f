import { fetchWithTimeout } from '../lib/http';

export interface RecaptchaConfig {
  secret: string | null;
  verifyUrl: string;
  minScore: number;
}

/**
 * reCAPTCHA v3: accepted only with success, action submit_form and a score at or above the
 * minimum. With no secret configured the captcha is off and every request passes.
 */
export async function verifyRecaptcha(cfg: RecaptchaConfig, token: string | null | undefined, remoteIp?: string) {
  if (!cfg.secret) return true;
  if (!token) return false;
  const form = new URLSearchParams({ secret: cfg.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetchWithTimeout(cfg.verifyUrl, { method: 'POST', body: form });
    const body = (await res.json()) as { success?: boolean; score?: number; action?: string };
    return body.success === true && body.action === 'submit_form' && (body.score ?? 0) >= cfg.minScore;
  } catch {
    return false;
  }
}
