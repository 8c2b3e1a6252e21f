import sharp, { type Metadata } from 'sharp';
import { startHttpFake, type FakeReply, type RecordedRequest } from './http-fake';

/** A Graph API error as Meta sends it (status 400 unless said). */
export interface GraphFailure {
  code: number;
  subcode?: number;
  message?: string;
  status?: number;
}

export function graphError(f: GraphFailure): FakeReply {
  return {
    status: f.status ?? 400,
    body: {
      error: {
        message: f.message ?? 'An unknown error has occurred.',
        type: f.code === 190 ? 'OAuthException' : 'GraphMethodException',
        code: f.code,
        ...(f.subcode ? { error_subcode: f.subcode } : {}),
        fbtrace_id: 'AfakeTrace',
      },
    },
  };
}

export const invalidToken = (): FakeReply =>
  graphError({ code: 190, message: 'Error validating access token: The session has been invalidated.' });

/** The Graph API takes parameters in the query string, a form body or a JSON body: all merged. */
export function paramsOf(req: RecordedRequest): Record<string, string> {
  const params: Record<string, string> = Object.fromEntries(req.query.entries());
  const type = String(req.headers['content-type'] ?? '');
  if (req.body && type.includes('application/x-www-form-urlencoded')) {
    for (const [k, v] of new URLSearchParams(req.body)) params[k] = v;
  } else if (req.body && type.includes('application/json')) {
    try {
      for (const [k, v] of Object.entries(JSON.parse(req.body) as Record<string, unknown>)) {
        params[k] = typeof v === 'string' ? v : JSON.stringify(v);
      }
    } catch {
      /* a malformed body adds nothing */
    }
  } else if (req.body && type.includes('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
    const mark = boundary?.[1] ?? boundary?.[2];
    if (mark) {
      for (const part of req.body.split(`--${mark}`)) {
        const m = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
        if (m) params[m[1]!] = m[2]!;
      }
    }
  }
  return params;
}

/** X-App-Usage and X-Business-Use-Case-Usage at a given percentage of the app's limits. */
export function usageHeaders(percent: number | undefined, businessId = '1'): Record<string, string> {
  if (percent === undefined) return {};
  const usage = { call_count: percent, total_cputime: Math.floor(percent / 2), total_time: Math.floor(percent / 2) };
  return {
    'x-app-usage': JSON.stringify(usage),
    'x-business-use-case-usage': JSON.stringify({
      [businessId]: [{ type: 'pages', ...usage, estimated_time_to_regain_access: percent >= 100 ? 5 : 0 }],
    }),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type ImageCheck =
  | { ok: true; width: number; height: number; format: string }
  | { ok: false; reason: 'unreachable' | 'not-image' | 'not-jpeg' | 'aspect-ratio' };

/**
 * Downloads an image the way Meta does: no cookies, no headers of ours. Instagram wants a JPEG
 * between 4:5 and 1.91:1; Facebook takes any common image.
 */
export async function fetchImage(url: string, rules: { jpegOnly: boolean; aspect: boolean }): Promise<ImageCheck> {
  let bytes: Buffer;
  try {
    const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return { ok: false, reason: 'unreachable' };
    bytes = Buffer.from(await res.arrayBuffer());
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return { ok: false, reason: 'not-image' };
  }
  if (!meta.width || !meta.height || !meta.format) return { ok: false, reason: 'not-image' };
  if (rules.jpegOnly && meta.format !== 'jpeg') return { ok: false, reason: 'not-jpeg' };
  const ratio = meta.width / meta.height;
  if (rules.aspect && (ratio < 0.8 - 0.005 || ratio > 1.91 + 0.005)) return { ok: false, reason: 'aspect-ratio' };
  return { ok: true, width: meta.width, height: meta.height, format: meta.format };
}

/** A Meta fake on loopback: every answer waits `delayMs` and carries the usage headers of `usagePercent`. */
export function startMetaFake(behaviour: { delayMs?: number; usagePercent?: number }, route: (req: RecordedRequest) => Promise<FakeReply>) {
  return startHttpFake(async (req) => {
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    const out = await route(req);
    return { ...out, headers: { ...usageHeaders(behaviour.usagePercent), ...out.headers } };
  });
}
