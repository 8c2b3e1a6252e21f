import { fetchWithTimeout } from '../lib/http';
import { appError } from '../lib/errors';
import type { SocialProfile } from './social-profile';

export interface FacebookClientConfig {
  appId: string | null;
  appSecret: string | null;
  graphUrl: string;
}

const invalid = (message = 'El token de Facebook no es válido') => appError('PROVIDER_TOKEN_INVALID', message);
const unavailable = () =>
  appError('PROVIDER_UNAVAILABLE', 'Facebook no responde en este momento. Vuelve a intentarlo');

async function graphGet(cfg: FacebookClientConfig, pathname: string, params: Record<string, string>) {
  const url = new URL(`${cfg.graphUrl}${pathname}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetchWithTimeout(url);
  } catch {
    throw unavailable();
  }
  if (res.status >= 500) throw unavailable();
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, body };
}

export interface DebuggedToken {
  /** The app-scoped user id. */
  userId: string;
  scopes: string[];
}

/** Checks a user token with debug_token: it must be valid and issued to our app, else 401 PROVIDER_TOKEN_INVALID. */
export async function debugUserToken(cfg: FacebookClientConfig, accessToken: string): Promise<DebuggedToken> {
  if (!cfg.appId || !cfg.appSecret) throw appError('PROVIDER_NOT_CONFIGURED');
  const debug = await graphGet(cfg, '/debug_token', {
    input_token: accessToken,
    access_token: `${cfg.appId}|${cfg.appSecret}`,
  });
  const d = (debug.body.data ?? {}) as Record<string, unknown>;
  if (debug.status !== 200 || d.is_valid !== true || String(d.app_id) !== cfg.appId || !d.user_id) throw invalid();
  const scopes = Array.isArray(d.scopes) ? d.scopes.filter((s): s is string => typeof s === 'string') : [];
  return { userId: String(d.user_id), scopes };
}

/** Checks a user token with debug_token (it must be valid and issued to our app), then reads the profile. */
export async function verifyFacebookToken(cfg: FacebookClientConfig, accessToken: string): Promise<SocialProfile> {
  const d = await debugUserToken(cfg, accessToken);
  const me = await graphGet(cfg, '/me', { fields: 'id,first_name,last_name,email,picture', access_token: accessToken });
  const m = me.body;
  if (me.status !== 200 || String(m.id) !== d.userId) throw invalid();
  if (typeof m.email !== 'string' || !m.email.includes('@')) {
    throw invalid('Tu cuenta de Facebook no comparte un correo electrónico. Autoriza el acceso al correo e intenta de nuevo');
  }
  const picture = ((m.picture as Record<string, unknown> | undefined)?.data as Record<string, unknown> | undefined)?.url;
  const first = typeof m.first_name === 'string' && m.first_name.trim() ? m.first_name.trim() : m.email.split('@')[0]!;
  return {
    provider: 'facebook',
    providerUserId: String(m.id),
    emailAddress: m.email.trim().toLowerCase(),
    firstName: first.slice(0, 50),
    lastName: typeof m.last_name === 'string' && m.last_name.trim() ? m.last_name.trim().slice(0, 50) : null,
    pictureUrl: typeof picture === 'string' ? picture : null,
  };
}
