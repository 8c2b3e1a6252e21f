import { ApiError, appError } from '../lib/errors';
import { fetchWithTimeout } from '../lib/http';

export type MetaNetwork = 'Instagram' | 'Facebook';

/** Meta's code for an access token that is expired, revoked or otherwise refused. */
export const TOKEN_REJECTED_CODE = 190;

/**
 * A refusal by Meta, kept with its error code so callers can tell a rejected token (190) from the
 * rest. The message is ours (Spanish); Meta's own message, which may quote input, is not kept.
 */
export class MetaError extends ApiError {
  readonly providerCode: number | null;
  readonly providerSubcode: number | null;
  constructor(network: MetaNetwork, providerCode: number | null, providerSubcode: number | null, message?: string) {
    super(
      'PROVIDER_TOKEN_INVALID',
      message ?? `${network} rechazó la autorización. Vuelve a conectar tu cuenta e inténtalo de nuevo.`,
      401,
    );
    this.providerCode = providerCode;
    this.providerSubcode = providerSubcode;
  }
}

export function unavailable(network: MetaNetwork): ApiError {
  return appError('PROVIDER_UNAVAILABLE', `${network} no responde en este momento. Vuelve a intentarlo.`);
}

/** True when Meta refused the token itself (error 190): the connection must be made again. */
export function isTokenRejected(err: unknown): boolean {
  return err instanceof MetaError && err.providerCode === TOKEN_REJECTED_CODE;
}

export interface MetaAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The raw text, for ids too long for a JavaScript number. */
  text: string;
}

const asNumber = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);

/** The error code of a Graph answer (`{ error: { code } }`) or of Instagram's OAuth answer (`{ code, error_type }`). */
export function metaErrorCodes(body: Record<string, unknown>): { code: number | null; subcode: number | null } {
  const error = body.error;
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    return { code: asNumber(e.code), subcode: asNumber(e.error_subcode) };
  }
  return { code: asNumber(body.code), subcode: null };
}

/**
 * One call to a Meta endpoint, bounded in time. Tokens travel in its URL and body, so neither is
 * ever logged or kept in an error. Network failure, timeout and 5xx answers become 502
 * PROVIDER_UNAVAILABLE; other failures become a MetaError (401) with Meta's code.
 */
export async function metaCall(network: MetaNetwork, url: URL, init: RequestInit = {}, timeoutMs = 10_000): Promise<MetaAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await fetchWithTimeout(url, { ...init, redirect: 'error' }, timeoutMs);
    text = await res.text();
  } catch {
    throw unavailable(network);
  }
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    /* not JSON: judged by its status alone */
  }
  const { code, subcode } = metaErrorCodes(body);
  if (res.status >= 500 && code !== TOKEN_REJECTED_CODE) throw unavailable(network);
  if (res.status >= 400 || body.error) throw new MetaError(network, code, subcode);
  return { status: res.status, body, text };
}

/** A form body (application/x-www-form-urlencoded), as Meta's OAuth endpoints take it. */
export function formBody(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

export function withQuery(base: string, params: Record<string, string>): URL {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}

/** A numeric id read from the raw answer, so ids beyond 2^53 keep every digit. */
export function rawId(text: string, key: string, fallback: unknown): string | null {
  const match = new RegExp(`"${key}"\\s*:\\s*"?(\\d{1,40})"?`).exec(text);
  if (match) return match[1]!;
  if (typeof fallback === 'string' && fallback) return fallback;
  if (typeof fallback === 'number' && Number.isSafeInteger(fallback)) return String(fallback);
  return null;
}

export const str = (v: unknown, max = 255): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
