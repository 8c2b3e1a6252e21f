import { getConfig } from '../config/runtime-config';
import { loadScript } from './load-script';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export type CaptchaResult = { configured: false } | { configured: true; token: string | null };

/** Asks reCAPTCHA v3 for a token when a site key is configured; loads the script on demand. */
export async function getCaptchaToken(action = 'submit_form'): Promise<CaptchaResult> {
  const siteKey = getConfig().recaptchaSiteKey;
  if (!siteKey) return { configured: false };
  try {
    await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) return { configured: true, token: null };
    const token = await new Promise<string>((resolve, reject) => {
      grecaptcha.ready(() => {
        grecaptcha.execute(siteKey, { action }).then(resolve, reject);
      });
    });
    return { configured: true, token: token || null };
  } catch {
    return { configured: true, token: null };
  }
}
