import { appError, type ServerError } from './errors';

/** Seconds a client is told to wait (`Retry-After`) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors: the server refused, reset or never answered the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not yet there: 57P01 admin_shutdown (a fast
 * restart), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down),
 * 53300 too_many_connections; and class 08, connection exceptions.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say these in words, without a code. */
const MESSAGES = [
  /^Connection terminated/i, // 'Connection terminated unexpectedly', '... due to connection timeout'
  /timeout exceeded when trying to connect/i, // pg-pool: no connection within connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/i,
  /^Connection ended unexpectedly/i,
  /database ping timed out/i,
];

function isUnavailableCause(err: { code?: unknown; message?: unknown }): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof err.message === 'string' ? err.message : '';
  return MESSAGES.some((m) => m.test(message));
}

/**
 * Whether `err` means the database cannot be reached right now (rather than refusing a query):
 * walks drizzle's `cause` chain and Node's AggregateError (a refused connection on every address).
 * Socket errors under a failed `fetch` or an S3 call belong to those services and do not count.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 20) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    // An outside HTTP call (fetch, the S3 client) that could not connect is not the database.
    if (e.message === 'fetch failed' || '$metadata' in e) continue;
    if (isUnavailableCause(e)) return true;
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return false;
}

/** The 503 answered while the database is unreachable; `retryAfterSeconds` becomes `Retry-After`. */
export function databaseUnavailable(): ServerError {
  return appError('DATABASE_UNAVAILABLE', undefined, undefined, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
}

/** The 503 of a database that cannot be reached; null for any other error. */
export function databaseUnavailableError(err: unknown): ServerError | null {
  return isDatabaseUnavailable(err) ? databaseUnavailable() : null;
}
