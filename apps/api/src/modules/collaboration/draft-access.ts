import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { parseScope, type CollaborationScope, type DraftAccess, type Permission } from '@vitrina/contract/schemas/collaboration';
import type { Db } from '../../db/client';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { fullName } from '../../lib/agent-view';
import { requireSession } from '../../plugins/auth';
import { collaborationRepository } from './collaboration.repository';

/**
 * What a draft or property route needs of the caller: `read` (see the listing), one write scope,
 * or `owner` (publish, delete, unpublish, invite, collaborators).
 */
export type AccessNeed = 'read' | CollaborationScope | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access this route needs to the draft of its `:id` (or the property of its `:id`/`:propertyId` with `accessVia: 'property'`). */
    access?: AccessNeed;
    accessVia?: 'draft' | 'property';
  }
  interface FastifyInstance {
    /** Every route with the access it declares (none for routes outside drafts and properties): read by the access matrix test. */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    /** Set by the access check of a route that declares `config.access`. */
    draftAccess: ResolvedAccess | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  operationId: string | undefined;
  access: AccessNeed | undefined;
  via: 'draft' | 'property';
}

export interface ResolvedAccess {
  draftId: string;
  /** The draft's owner: the agent whose records the call reads and changes. */
  ownerId: string;
  /** The caller. */
  agentId: string;
  owner: boolean;
  permission: Permission;
  /** Write scopes (the four for the owner, none for read). */
  scopes: CollaborationScope[];
}

const forbidden = () => appError('FORBIDDEN_SCOPE');

interface DraftAnswer {
  propertyDraftId: string;
  agentId: string;
  access?: DraftAccess;
  owner?: { id: string; name: string };
}

/** The access of a resolved look-up, or null when the agent may not see the draft. */
export function accessOf(agentId: string, row: { draftId: string; ownerId: string; permission: string | null; scope: string | null } | null): ResolvedAccess | null {
  if (!row) return null;
  if (row.ownerId === agentId) return { draftId: row.draftId, ownerId: row.ownerId, agentId, owner: true, permission: 'write', scopes: parseScope('all')! };
  if (!row.permission) return null;
  const permission = row.permission === 'write' ? 'write' : 'read';
  const scopes = permission === 'write' && row.scope ? (parseScope(row.scope) ?? []) : [];
  return { draftId: row.draftId, ownerId: row.ownerId, agentId, owner: false, permission, scopes };
}

/** Whether this access allows what a route needs. */
export function allows(access: ResolvedAccess, need: AccessNeed): boolean {
  if (access.owner) return true;
  if (need === 'owner') return false;
  if (need === 'read') return true;
  return access.permission === 'write' && access.scopes.includes(need);
}

/** The caller's access as draft answers carry it. */
export function accessView(access: ResolvedAccess): DraftAccess {
  if (access.owner) return { owner: true, permission: 'write', scope: 'all' };
  return { owner: false, permission: access.permission, scope: access.permission === 'write' ? (access.scopes.length === 4 ? 'all' : access.scopes.join(',')) : null };
}

/** The agent whose records a checked route acts on: the draft's owner (a collaborator works on the owner's draft). */
export function actingAgent(request: FastifyRequest): string {
  if (!request.draftAccess) throw new Error('actingAgent on a route without config.access');
  return request.draftAccess.ownerId;
}

/**
 * The one access check of every draft and property call (issue 11). A route declares what it
 * needs in `config.access`; before its handler the caller's access to the draft is read afresh
 * (no cache: a revocation or change counts on the next call): the owner may do everything, a
 * collaborator what their permission and scopes allow (else 403 FORBIDDEN_SCOPE), anyone else
 * gets the same 404 as for a draft that does not exist (DECISIONS §3).
 */
export const draftAccessPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const repo = collaborationRepository(opts.db);
  app.decorateRequest('draftAccess', null);

  const check = async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const need = config.access!;
    const viaProperty = config.accessVia === 'property';
    const notFound = () => appError(viaProperty ? 'PROPERTY_NOT_FOUND' : 'PROPERTY_DRAFT_NOT_FOUND');
    const params = request.params as { id?: string; propertyId?: string };
    const id = params.id ?? params.propertyId ?? '';
    const agentId = requireSession(request).agentId;
    if (!isUuid(id)) throw notFound();
    const access = accessOf(agentId, viaProperty ? await repo.accessToProperty(agentId, id) : await repo.accessToDraft(agentId, id));
    if (!access) throw notFound();
    if (!allows(access, need)) throw forbidden();
    request.draftAccess = access;
  };

  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  /**
   * Every signed-in answer that holds drafts (a draft, a page of them, a property) gains, for each,
   * `access` (what the caller may do) and `owner` ({ id, name }): from the route's check when it
   * ran, else read in two small queries (the list, a new draft, an accepted invitation).
   */
  app.addHook('preSerialization', async (request: FastifyRequest, reply, payload: unknown) => {
    const session = request.session;
    const data = (payload as { data?: unknown } | null)?.data;
    if (!session || !data || reply.statusCode >= 300) return payload;
    const drafts = (Array.isArray(data) ? data : [data]).filter(
      (d): d is DraftAnswer => typeof d === 'object' && d !== null && typeof (d as DraftAnswer).propertyDraftId === 'string' && typeof (d as DraftAnswer).agentId === 'string',
    );
    if (drafts.length === 0) return payload;
    const agentId = session.agentId;
    const shared = drafts.filter((d) => d.agentId !== agentId && request.draftAccess?.draftId !== d.propertyDraftId).map((d) => d.propertyDraftId);
    const [collaborations, names] = await Promise.all([
      shared.length ? repo.collaborationsOn(agentId, shared) : [],
      repo.agentNames([...new Set(drafts.map((d) => d.agentId))]),
    ]);
    for (const d of drafts) {
      const checked = request.draftAccess?.draftId === d.propertyDraftId ? request.draftAccess : null;
      const row = collaborations.find((c) => c.draftId === d.propertyDraftId) ?? null;
      const access = checked ?? accessOf(agentId, { draftId: d.propertyDraftId, ownerId: d.agentId, permission: row?.permission ?? null, scope: row?.scope ?? null });
      if (access) d.access = accessView(access);
      const owner = names.find((n) => n.id === d.agentId);
      if (owner) d.owner = { id: owner.id, name: fullName(owner.firstName, owner.lastName) };
    }
    return payload;
  });

  // Who changed what (the listing's timeline): each accepted change through a write scope, and each
  // of the owner's own actions (invite, change or revoke a collaborator, publish, unpublish; area
  // `owner`), written before the answer leaves so the next read sees it. A deleted draft takes its
  // timeline with it, so its deletion leaves no row.
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.draftAccess;
    const need = request.routeOptions.config.access;
    if (!access || !need || need === 'read' || request.method === 'GET' || reply.statusCode >= 300) return payload;
    const action = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? request.routeOptions.url ?? '';
    if (action === 'deletePropertyDraft') return payload;
    await repo
      .recordActivity({ draftId: access.draftId, agentId: access.agentId, area: need, action })
      .catch((err: unknown) => request.log.warn({ err }, 'draft activity not recorded'));
    return payload;
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as { access?: AccessNeed; accessVia?: 'draft' | 'property' } | undefined;
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, operationId, access: config?.access, via: config?.accessVia ?? 'draft' });
    }
    if (!config?.access) return;
    const hooks = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...hooks, check] as RouteOptions['preHandler'];
  });
});

/**
 * Route options of a signed-in draft or property route that needs this access:
 * `r.put(path, { ...needs(app, 'media'), schema }, handler)`; the handler acts as `actingAgent(req)`.
 */
export function needs(app: FastifyInstance, access: AccessNeed, via: 'draft' | 'property' = 'draft') {
  return { preHandler: app.authenticate, config: { access, accessVia: via } };
}
