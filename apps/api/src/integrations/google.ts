import { fetchWithTimeout } from '../lib/http';
import { appError } from '../lib/errors';
import type { SocialProfile } from './social-profile';

export interface GoogleClientConfig {
  clientId: string | null;
  tokeninfoUrl: string;
  userinfoUrl: string;
}

const invalid = () => appError('PROVIDER_TOKEN_INVALID', 'El token de Google no es válido');
const unavailable = () => appError('PROVIDER_UNAVAILABLE', 'Google no responde en este momento. Vuelve a intentarlo');

async function readJson(url: string | URL, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetchWithTimeout(url, init);
  } catch {
    throw unavailable();
  }
  if (res.status >= 500) throw unavailable();
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, body };
}

/**
 * Checks a browser-obtained access token: it must have been issued to our client (aud/azp),
 * be unexpired and carry a verified e-mail. Names come from the userinfo endpoint.
 */
export async function verifyGoogleToken(cfg: GoogleClientConfig, accessToken: string): Promise<SocialProfile> {
  if (!cfg.clientId) throw appError('PROVIDER_NOT_CONFIGURED');
  const info = new URL(cfg.tokeninfoUrl);
  info.searchParams.set('access_token', accessToken);
  const tokenInfo = await readJson(info);
  if (tokenInfo.status !== 200) throw invalid();
  const t = tokenInfo.body;
  const issuedToUs = t.aud === cfg.clientId || t.azp === cfg.clientId;
  const expiresIn = Number(t.expires_in ?? 0);
  const exp = Number(t.exp ?? 0);
  const alive = expiresIn > 0 || exp * 1000 > Date.now();
  if (!issuedToUs || !alive || typeof t.sub !== 'string') throw invalid();
  const verified = t.email_verified === true || t.email_verified === 'true';
  if (!verified || typeof t.email !== 'string') {
    throw appError('PROVIDER_TOKEN_INVALID', 'La cuenta de Google no tiene un correo electrónico verificado');
  }
  const user = await readJson(cfg.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
  if (user.status !== 200 || user.body.sub !== t.sub) throw invalid();
  const u = user.body;
  const given = typeof u.given_name === 'string' && u.given_name.trim() ? u.given_name.trim() : t.email.split('@')[0]!;
  return {
    provider: 'google',
    providerUserId: t.sub,
    emailAddress: t.email.trim().toLowerCase(),
    firstName: given.slice(0, 50),
    lastName: typeof u.family_name === 'string' && u.family_name.trim() ? u.family_name.trim().slice(0, 50) : null,
    pictureUrl: typeof u.picture === 'string' ? u.picture : null,
  };
}
