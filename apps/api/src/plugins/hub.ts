import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, or, sql } from 'drizzle-orm';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server, type Socket } from 'socket.io';
import { agentGroup, HUB_PATH, HubEvent, type HubMessage, type JoinGroupAck } from '@vitrina/contract/hub';
import { createPool, type Database, type Db } from '../db/client';
import { draftCollaborators, propertyDrafts } from '../db/schema/index';
import { defaultMessage } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { findSession } from './auth';

/** What the publishing job calls after each write; messages go to the sockets in the group. */
export interface HubEmitter {
  toGroup(group: string, message: HubMessage): void;
  /**
   * Takes every socket of an agent out of a group, on every process (a collaborator revoked while
   * watching a draft's publishing stops hearing it at once; their own agent group stays).
   */
  dropFromGroup(agentId: string, group: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: HubEmitter;
  }
}

const DRAFT_GROUP = /^PROPERTY_DRAFT_PUBLISHING_(.+)$/;
const refused: JoinGroupAck = {
  ok: false,
  error: { type: 'PROPERTY_DRAFT_NOT_FOUND', message: defaultMessage('PROPERTY_DRAFT_NOT_FOUND') },
};

/**
 * Whether an agent may be in a group: its own agent group, or the group of a draft it may see (its
 * own, or one it collaborates on with any permission: watching the publishing progress is reading).
 */
async function mayJoin(db: Db, agentId: string, group: string): Promise<boolean> {
  if (group === agentGroup(agentId)) return true;
  const draftId = DRAFT_GROUP.exec(group)?.[1];
  if (!draftId || !isUuid(draftId)) return false;
  const [row] = await db
    .select({ id: propertyDrafts.id })
    .from(propertyDrafts)
    .where(
      and(
        eq(propertyDrafts.id, draftId),
        or(
          eq(propertyDrafts.agentId, agentId),
          sql`exists (select 1 from ${draftCollaborators} where ${draftCollaborators.draftId} = ${propertyDrafts.id} and ${draftCollaborators.agentId} = ${agentId})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

type Ack = ((answer: JoinGroupAck) => void) | undefined;

/** The adapter's LISTEN side (@socket.io/postgres-adapter 0.5's PubSubClient, not in its types). */
interface ListenSide {
  close(): void;
}

/**
 * The adapter opens its LISTEN connection in the background as it starts, and its close() only
 * releases that connection once it is open: a close that comes while it is still opening (a server
 * stopped right after starting) left it held for ever, and `pool.end()` waited for it. So once the
 * adapter is closed, its LISTEN side is closed again until every connection of the pool is back (or
 * 5 s have passed), and once more after (a failed opening leaves a reconnection timer).
 */
async function releaseListener(pool: { totalCount: number; idleCount: number }, adapter: object): Promise<void> {
  const listener = (adapter as { client?: ListenSide }).client;
  if (typeof listener?.close !== 'function') return;
  const until = Date.now() + 5000;
  while (pool.totalCount > pool.idleCount && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    listener.close();
  }
  listener.close();
}

/**
 * The real-time hub (DECISIONS §3): socket.io on Fastify's own HTTP server at `/hub`. The
 * handshake's `auth.token` is checked like a bearer session; the socket joins `AGENT_{agentId}`.
 * On PostgreSQL, socket.io's PostgreSQL adapter fans every message out to the other processes on
 * the same database (LISTEN/NOTIFY, large payloads through `socket_io_attachments`), on a small
 * pool of its own that rides out a database restart; on PGlite one process owns the data and the
 * in-memory adapter is enough.
 */
export const hubPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const db = opts.database.db;
  const pool = opts.database.connectionString
    ? createPool(opts.database.connectionString, { max: 3, log: () => app.log })
    : null;
  const io = new Server(app.server, {
    path: HUB_PATH,
    serveClient: false,
    cors: { origin: false },
    ...(pool
      ? {
          adapter: createAdapter(pool, {
            errorHandler: (err: Error) => app.log.warn({ err }, 'hub adapter: database unavailable or refused'),
          }),
        }
      : {}),
  });

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 512) return next(new Error('ACCESS_TOKEN_INVALID'));
    findSession(db, token)
      .then((session) => {
        if (!session) return next(new Error('ACCESS_TOKEN_INVALID'));
        socket.data.agentId = session.agentId;
        next();
      })
      .catch((err) => {
        app.log.error({ err }, 'hub handshake failed');
        next(new Error('SERVER_ERROR'));
      });
  });

  io.on('connection', (socket: Socket) => {
    const agentId = socket.data.agentId as string;
    void socket.join(agentGroup(agentId));

    const onGroup = (action: 'join' | 'leave') => (group: unknown, ack: Ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (typeof group !== 'string' || group.length > 100) return reply(refused);
      mayJoin(db, agentId, group)
        .then(async (allowed) => {
          if (!allowed) return reply(refused);
          if (action === 'join') await socket.join(group);
          else if (group !== agentGroup(agentId)) await socket.leave(group);
          reply({ ok: true, group });
        })
        .catch((err) => {
          app.log.error({ err }, 'hub group change failed');
          reply({ ok: false, error: { type: 'SERVER_ERROR', message: defaultMessage('SERVER_ERROR') } });
        });
    };
    socket.on(HubEvent.JoinGroup, onGroup('join'));
    socket.on(HubEvent.LeaveGroup, onGroup('leave'));
  });

  const emitter: HubEmitter = {
    toGroup(group, message) {
      io.to(group).emit(HubEvent.ReceiveMessage, message);
    },
    dropFromGroup(agentId, group) {
      if (group !== agentGroup(agentId)) io.in(agentGroup(agentId)).socketsLeave(group);
    },
  };
  app.decorate('hub', emitter);

  // Open WebSockets would keep the HTTP server from closing: drop them first.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  // The adapter stops listening before its pool ends (the app's own database closes later).
  app.addHook('onClose', async () => {
    if (!pool) return;
    const adapter = io.of('/').adapter;
    await adapter.close();
    await releaseListener(pool, adapter);
    await pool.end().catch((err) => app.log.warn({ err }, 'hub pool end failed'));
  });
});
