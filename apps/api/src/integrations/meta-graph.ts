/**
 * A small client of Meta's Graph APIs (Instagram and Facebook) for publishing: every call has a
 * timeout, answers are parsed into data or a typed GraphError, and the usage headers
 * (X-App-Usage, X-Business-Use-Case-Usage) slow the next calls down when they near the limit.
 */
export type GraphFailure = 'provider' | 'timeout' | 'unavailable';

export class GraphError extends Error {
  readonly kind: GraphFailure;
  readonly status: number | null;
  readonly code: number | null;
  readonly subcode: number | null;
  constructor(kind: GraphFailure, message: string, extra: { status?: number | null; code?: number | null; subcode?: number | null } = {}) {
    super(message);
    this.name = 'GraphError';
    this.kind = kind;
    this.status = extra.status ?? null;
    this.code = extra.code ?? null;
    this.subcode = extra.subcode ?? null;
  }
  /** The call may have been carried out by the provider (no answer, or a server error). */
  get outcomeUnknown(): boolean {
    return this.kind !== 'provider';
  }
}

/** Thrown before a call that would not end before the caller's deadline. */
export class DeadlineError extends Error {
  constructor(message = 'deadline reached') {
    super(message);
    this.name = 'DeadlineError';
  }
}

export interface GraphCallContext {
  /** Aborts every call in flight (the app is closing). */
  signal: AbortSignal;
  /** Epoch ms after which no call may still be running. */
  deadline: number;
}

export interface GraphClientOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Longest pause after an answer that reported 95% usage or more (a third of it from 90%). */
  usagePauseMs: number;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Highest percentage and longest regain time (minutes) found in Meta's usage headers. */
export function usageOf(headers: Headers): { percent: number; regainMinutes: number } {
  let percent = 0;
  let regainMinutes = 0;
  const app = headers.get('x-app-usage');
  if (app) {
    try {
      const u = JSON.parse(app) as Record<string, unknown>;
      percent = Math.max(percent, num(u.call_count), num(u.total_cputime), num(u.total_time));
    } catch {
      /* unreadable header: ignored */
    }
  }
  const buc = headers.get('x-business-use-case-usage');
  if (buc) {
    try {
      const u = JSON.parse(buc) as Record<string, Array<Record<string, unknown>>>;
      for (const list of Object.values(u)) {
        for (const e of Array.isArray(list) ? list : []) {
          percent = Math.max(percent, num(e.call_count), num(e.total_cputime), num(e.total_time));
          regainMinutes = Math.max(regainMinutes, num(e.estimated_time_to_regain_access));
        }
      }
    } catch {
      /* unreadable header: ignored */
    }
  }
  return { percent, regainMinutes };
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DeadlineError('closing'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DeadlineError('closing'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function graphClient(opts: GraphClientOptions) {
  let pauseUntil = 0;

  function noteUsage(headers: Headers) {
    const { percent, regainMinutes } = usageOf(headers);
    if (percent < 90) return;
    const wanted = regainMinutes > 0 ? regainMinutes * 60_000 : percent >= 95 ? opts.usagePauseMs : opts.usagePauseMs / 3;
    pauseUntil = Math.max(pauseUntil, Date.now() + Math.min(wanted, opts.usagePauseMs));
  }

  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string>, ctx: GraphCallContext): Promise<Record<string, unknown>> {
    if (ctx.signal.aborted) throw new DeadlineError('closing');
    const wait = pauseUntil - Date.now();
    if (wait > 0) {
      if (Date.now() + wait + opts.timeoutMs > ctx.deadline) throw new DeadlineError('usage pause beyond the deadline');
      await sleep(wait, ctx.signal);
    }
    if (Date.now() + opts.timeoutMs > ctx.deadline) throw new DeadlineError();
    const url = new URL(`${opts.baseUrl}${path}`);
    // Our own timer, raced against the call: an abort signal handed to fetch can stop reaching the
    // request after a garbage collection on Node 20 (nodejs/node#55428), and a call must never hang.
    const controller = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    let onClosing = () => undefined as void;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
        reject(new Error(`no answer within ${opts.timeoutMs} ms`));
      }, opts.timeoutMs);
      onClosing = () => {
        controller.abort();
        reject(new Error('closing'));
      };
    });
    expired.catch(() => undefined);
    ctx.signal.addEventListener('abort', onClosing, { once: true });
    const init: RequestInit = { method, signal: controller.signal };
    if (method === 'GET') for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    else init.body = new URLSearchParams(params);
    let res: Response;
    let text: string;
    try {
      const answer = fetch(url, init).then(async (r) => ({ r, body: await r.text() }));
      answer.catch(() => undefined);
      ({ r: res, body: text } = await Promise.race([answer, expired]));
    } catch (err) {
      // Closing is not a provider failure: the job is resumed (and reconciled) by the next start.
      if (ctx.signal.aborted) throw new DeadlineError('closing');
      throw new GraphError(timedOut ? 'timeout' : 'unavailable', (err as Error).message);
    } finally {
      clearTimeout(timer);
      ctx.signal.removeEventListener('abort', onClosing);
    }
    noteUsage(res.headers);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      if (res.status < 500) throw new GraphError('unavailable', `unreadable answer (${res.status})`, { status: res.status });
    }
    const error = body.error as { message?: string; code?: number; error_subcode?: number } | undefined;
    if (res.status >= 500) {
      throw new GraphError('unavailable', error?.message ?? `status ${res.status}`, { status: res.status, code: error?.code, subcode: error?.error_subcode });
    }
    if (error || res.status >= 400) {
      throw new GraphError('provider', error?.message ?? `status ${res.status}`, { status: res.status, code: error?.code, subcode: error?.error_subcode });
    }
    return body;
  }

  return {
    get: (path: string, params: Record<string, string>, ctx: GraphCallContext) => call('GET', path, params, ctx),
    post: (path: string, params: Record<string, string>, ctx: GraphCallContext) => call('POST', path, params, ctx),
    /** For tests and logs: when the client will call again. */
    pausedUntil: () => pauseUntil,
  };
}

export type GraphClient = ReturnType<typeof graphClient>;
