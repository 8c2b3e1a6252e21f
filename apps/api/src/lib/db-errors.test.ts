import { describe, expect, it } from 'vitest';
import { databaseUnavailableError, isDatabaseUnavailable } from './db-errors';

/** What node-postgres and drizzle throw when the server goes away, as the handler receives it. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
const drizzle = (cause: unknown) => Object.assign(new Error('Failed query: insert into "tenants" ...\nparams: Ana,0412'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['57P01 admin_shutdown (a fast restart)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', pgError('57P02', 'terminating connection because of crash of another server process')],
    ['57P03 cannot_connect_now', pgError('57P03', 'the database system is starting up')],
    ['a class 08 connection exception', pgError('08006', 'connection failure')],
    ['a connection terminated mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool giving up on connecting', new Error('timeout exceeded when trying to connect')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    ['any of them wrapped by drizzle', drizzle(pgError('57P01', 'terminating connection due to administrator command'))],
    ['a refusal on every address (AggregateError)', Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {})],
  ])('is true for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', drizzle(Object.assign(new Error('duplicate key'), { code: '23505', severity: 'ERROR' }))],
    ['a syntax error', pgError('42601', 'syntax error')],
    ['an outside service that cannot be reached (fetch)', Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })],
    ['an S3 call that cannot connect', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', $metadata: {} })],
    ['a plain error', new Error('boom')],
    ['not an error', 'text'],
  ])('is false for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('answers 503 DATABASE_UNAVAILABLE in Spanish with a Retry-After', () => {
    const err = databaseUnavailableError(new Error('Connection terminated unexpectedly'));
    expect(err).toMatchObject({
      type: 'DATABASE_UNAVAILABLE',
      status: 503,
      message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
      retryAfterSeconds: 5,
    });
  });
});
