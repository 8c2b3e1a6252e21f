import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { hashToken } from '../lib/crypto';
import { appError } from '../lib/errors';
import { KnownSessions, type Session, type SessionCheck } from './session-claims';
import { sessionsRepository } from './sessions.repository';

export type { Session } from './session-claims';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** The SHA-256 of the bearer token, null without one; undefined until first asked (bearerTokenHash). */
    bearerHash: string | null | undefined;
    /**
     * On a list route (`config.sessionInStatement`): the session this process saw earlier for the
     * token, not yet checked for this call; its list statement checks it (see `listSession`).
     */
    sessionClaim: Session | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's statement checks a session this process has already seen (`listSession`,
     * `settleSession`) instead of a look-up of its own before the handler: one round trip less.
     */
    sessionInStatement?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: requires a valid bearer session token, else 401 ACCESS_TOKEN_INVALID. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest of the password reset, which takes its token as the bearer: an unknown token answers
     * 401 ACCESS_TOKEN_INVALID and a used or expired one 401 TOKEN_EXPIRED, before the body is read.
     */
    requireResetToken: (request: FastifyRequest) => Promise<void>;
    /** The sessions this process has seen pass authentication (the rate limiter's per-agent key). */
    knownSessions: KnownSessions;
    /**
     * Looks up the session a call only claimed (`sessionClaim`): answers 401 ACCESS_TOKEN_INVALID
     * when it is not live, else sets `session`. Nothing to do when the call has no pending claim.
     */
    settleSession: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The SHA-256 of the request's bearer token (null without one), hashed once per request: the rate
 * limiter's key and the session look-up both need it.
 */
export function bearerTokenHash(request: FastifyRequest): string | null {
  if (request.bearerHash === undefined) {
    const token = bearerToken(request);
    request.bearerHash = token ? hashToken(token) : null;
  }
  return request.bearerHash;
}

async function sessionOfHash(db: Db, hash: string): Promise<Session | null> {
  const row = await sessionsRepository(db).findSessionToken(hash);
  return row ? { agentId: row.agentId, tokenId: row.id, tokenHash: hash } : null;
}

/** The session of an access token: hashed, unrevoked, unexpired; null otherwise (also used by the hub). */
export function findSession(db: Db, token: string): Promise<Session | null> {
  return sessionOfHash(db, hashToken(token));
}

type Hook = RouteOptions['onRequest'];

/** The route's hooks of one kind as a list (Fastify takes one function or an array). */
function hookList(hook: Hook): unknown[] {
  if (!hook) return [];
  return Array.isArray(hook) ? [...hook] : [hook];
}

/**
 * Resolves `Authorization: Bearer` against the hashed, unrevoked, unexpired session tokens.
 * Routes ask for it as `preHandler: app.authenticate`; it is moved to `onRequest`, so a call
 * without a valid session answers 401 before its body is parsed or validated (never 400, 413 or
 * 415), and before a multipart upload is read.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('bearerHash', undefined);
  app.decorateRequest('sessionClaim', null);
  const known = new KnownSessions();
  app.decorate('knownSessions', known);
  app.addHook('onResponse', async (request) => {
    if (request.session) known.remember(request.session);
  });
  const authenticate = async (request: FastifyRequest) => {
    if (request.session) return;
    const hash = bearerTokenHash(request);
    if (!hash) throw appError('ACCESS_TOKEN_INVALID');
    const claimed = request.routeOptions.config.sessionInStatement ? known.get(hash) : undefined;
    if (claimed) {
      request.sessionClaim = claimed;
      return;
    }
    const session = await sessionOfHash(opts.db, hash);
    if (!session) throw appError('ACCESS_TOKEN_INVALID');
    request.session = session;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('settleSession', async (request: FastifyRequest) => {
    const claim = request.sessionClaim;
    if (!claim || request.session) return;
    request.sessionClaim = null;
    const session = await sessionOfHash(opts.db, claim.tokenHash);
    if (!session) throw appError('ACCESS_TOKEN_INVALID');
    request.session = session;
  });
  app.decorate('requireResetToken', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw appError('ACCESS_TOKEN_INVALID');
    const row = await sessionsRepository(opts.db).findResetToken(hashToken(token));
    if (!row) throw appError('ACCESS_TOKEN_INVALID');
    if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw appError('TOKEN_EXPIRED');
  });
  app.addHook('onRoute', (route) => {
    const preHandlers = hookList(route.preHandler);
    if (!preHandlers.includes(authenticate)) return;
    const rest = preHandlers.filter((h) => h !== authenticate);
    route.preHandler = (rest.length ? rest : undefined) as RouteOptions['preHandler'];
    route.onRequest = [...hookList(route.onRequest), authenticate] as RouteOptions['onRequest'];
  });
});

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw appError('ACCESS_TOKEN_INVALID');
  return request.session;
}

/**
 * A list route's agent and the session its statement must find live itself (null when the call's
 * session was already looked up). After the statement, `listChecked` tells what it proved.
 */
export function listSession(request: FastifyRequest): { agentId: string; check: SessionCheck } {
  if (request.session) return { agentId: request.session.agentId, check: null };
  if (request.sessionClaim) return { agentId: request.sessionClaim.agentId, check: request.sessionClaim };
  throw appError('ACCESS_TOKEN_INVALID');
}

/**
 * After a list statement that checked the claimed session: rows prove it was live when the
 * statement ran; no rows prove nothing, so the session is looked up (401 when not live). A session
 * once revoked or expired never comes back, so a live one now was live for the empty statement.
 */
export async function listChecked(request: FastifyRequest, found: boolean): Promise<void> {
  if (request.session || !request.sessionClaim) return;
  if (!found) return request.server.settleSession(request);
  request.session = request.sessionClaim;
  request.sessionClaim = null;
}
