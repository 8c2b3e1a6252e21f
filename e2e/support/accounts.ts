import type { BrowserContext } from '@playwright/test';
import { RECAPTCHA_TOKEN } from './server';

/** The API key the served web app uses when API_KEY is unset (read from /runtime-config.js). */
const apiKeys = new Map<string, string>();
export async function apiKeyOf(baseUrl: string): Promise<string> {
  const known = apiKeys.get(baseUrl);
  if (known) return known;
  const script = await (await fetch(`${baseUrl}/runtime-config.js`)).text();
  const match = /"apiKey":"([^"]+)"/.exec(script);
  if (!match) throw new Error(`no apiKey in /runtime-config.js: ${script.slice(0, 200)}`);
  apiKeys.set(baseUrl, match[1]!);
  return match[1]!;
}

export interface ApiAnswer {
  status: number;
  body: { data: unknown; metadata?: { authorization?: { accessToken?: string }; error?: { type: string; message: string } } };
}

export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string } = {},
): Promise<ApiAnswer> {
  const res = await fetch(`${baseUrl}/rest/v1${path}`, {
    method,
    headers: {
      'x-api-key': await apiKeyOf(baseUrl),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as ApiAnswer['body'] };
}

let counter = 0;
/** A unique e-mail address per call, so that journeys in one file never collide. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Creates a password agent through the API (a quicker start than the sign-up screens). */
export async function createAgent(baseUrl: string, firstName: string, emailAddress: string, password: string) {
  const answer = await callApi(baseUrl, 'POST', '/agents', {
    body: { firstName, emailAddress, password, acceptEmails: false, recaptchaToken: RECAPTCHA_TOKEN },
  });
  const token = answer.body.metadata?.authorization?.accessToken;
  if (answer.status !== 201 || !token) throw new Error(`sign-up through the API failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token };
}

export const SESSION_COOKIE = 'auth.accessToken';

/** The session cookie of the spec (spec 1 §4), or null. */
export async function sessionToken(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  return cookie ? decodeURIComponent(cookie.value) : null;
}
