import type { FastifyBaseLogger } from 'fastify';
import { draftPublishingGroup } from '@vitrina/contract/hub';
import {
  formatScope,
  INVITATION_TTL_MS,
  parseScope,
  type Collaborators,
  type DraftActivityArea,
  type DraftActivity,
  type CollaboratorUpdate,
  type InvitationCreate,
  type InvitationCreated,
  type Permission,
} from '@vitrina/contract/schemas/collaboration';
import type { Db } from '../../db/client';
import { fullName } from '../../lib/agent-view';
import { hashToken, newToken } from '../../lib/crypto';
import { appError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { HubEmitter } from '../../plugins/hub';
import type { Mailer } from '../../plugins/mail';
import type { PropertyDraftsService } from '../property-drafts/property-drafts.service';
import { collaborationRepository } from './collaboration.repository';
import { accessOf, type ResolvedAccess } from './draft-access';
import { invitationMail } from './invitation-mail';

const collaboratorNotFound = () => appError('COLLABORATOR_NOT_FOUND');
const invitationNotFound = () => appError('INVITATION_NOT_FOUND');

/** Permission and canonical scope as stored: write keeps its scopes (`all` for the four), read has none. */
function grant(body: { permission: Permission; scope?: string | null }): { permission: Permission; scope: string | null } {
  if (body.permission === 'read') return { permission: 'read', scope: null };
  return { permission: 'write', scope: formatScope(parseScope(body.scope ?? '') ?? []) };
}

/** Invitations to a draft, their acceptance, and the owner's management of collaborators (issue 11). */
export function collaborationService(deps: { db: Db; mailer: Mailer; hub: HubEmitter; drafts: PropertyDraftsService; webBaseUrl: string; log: FastifyBaseLogger }) {
  const repo = collaborationRepository(deps.db);
  const { drafts } = deps;

  return {
    /** A new invitation link (and its e-mail when an address is given); only the owner invites (the route's check). */
    async invite(access: ResolvedAccess, body: InvitationCreate): Promise<InvitationCreated> {
      const owner = await repo.agentName(access.ownerId);
      const emailAddress = body.emailAddress ? body.emailAddress.toLowerCase() : null;
      if (emailAddress && owner && emailAddress === owner.emailAddress.toLowerCase()) {
        throw appError('VALIDATION_ERROR', undefined, { emailAddress: 'No puedes invitarte a ti mismo' });
      }
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
      const row = await repo.insertInvitation({ draftId: access.draftId, inviterId: access.agentId, emailAddress, ...grant(body), tokenHash: hash, expiresAt });
      const url = `${deps.webBaseUrl}/invitations/${encodeURIComponent(token)}`;
      if (emailAddress) {
        const draft = await drafts.view(access.ownerId, access.draftId);
        const listing = draft.title ?? draft.code ?? 'Propiedad sin título';
        const inviterName = owner ? fullName(owner.firstName, owner.lastName) : 'Un agente';
        // The link is answered either way: a mail that cannot leave does not undo the invitation.
        await deps.mailer
          .send({ to: emailAddress, ...invitationMail({ inviterName, listing, permission: row.permission as Permission, link: url }) })
          .catch((err: unknown) => deps.log.warn({ err }, 'invitation mail not sent'));
      }
      return { invitationId: row.id, url, expiresAt: expiresAt.toISOString() };
    },

    async list(draftId: string): Promise<Collaborators> {
      const [collaborators, pending] = await Promise.all([repo.listCollaborators(draftId), repo.pendingInvitations(draftId)]);
      return {
        collaborators: collaborators.map(({ collaborator: c, firstName, lastName, emailAddress }) => ({
          agentId: c.agentId,
          name: fullName(firstName, lastName),
          emailAddress,
          permission: c.permission as Permission,
          scope: c.scope,
          invitedBy: c.invitedBy,
          createdAt: c.createdAt.toISOString(),
          updatedAt: c.updatedAt.toISOString(),
        })),
        pendingInvitations: pending.map((i) => ({
          invitationId: i.id,
          emailAddress: i.emailAddress,
          permission: i.permission as Permission,
          scope: i.scope,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
        })),
      };
    },

    async update(draftId: string, agentId: string, body: CollaboratorUpdate) {
      if (!isUuid(agentId) || !(await repo.updateCollaborator(draftId, agentId, grant(body)))) throw collaboratorNotFound();
      const found = (await this.list(draftId)).collaborators.find((c) => c.agentId === agentId);
      if (!found) throw collaboratorNotFound();
      return found;
    },

    /** Revokes a collaborator: their next call answers 404, and their open sockets stop watching the draft. */
    async remove(draftId: string, agentId: string) {
      if (!isUuid(agentId) || !(await repo.deleteCollaborator(draftId, agentId))) throw collaboratorNotFound();
      deps.hub.dropFromGroup(agentId, draftPublishingGroup(draftId));
    },

    /** Revokes an invitation of one of the caller's drafts; revoking twice is fine; a spent one answers 410. */
    async revoke(agentId: string, invitationId: string) {
      const invitation = isUuid(invitationId) ? await repo.ownersInvitation(agentId, invitationId) : null;
      if (!invitation) throw invitationNotFound();
      if (invitation.acceptedAt) throw appError('INVITATION_ALREADY_USED');
      if (invitation.revokedAt) return;
      await repo.revokeInvitation(invitationId);
      // The owner's action on the listing's timeline, like the owner's calls under /property-drafts/{id}.
      await repo.recordActivity({ draftId: invitation.draftId, agentId, area: 'owner', action: 'revokeInvitation' });
    },

    /** The draft's timeline of changes, newest first. */
    async activity(draftId: string, q: { limit: number; offset: number }): Promise<{ rows: DraftActivity[]; total: number }> {
      const { rows, total } = await repo.activity(draftId, q.limit, q.offset);
      return {
        total,
        rows: rows.map(({ activity: a, firstName, lastName }) => ({
          activityId: a.id,
          agent: a.agentId && firstName !== null ? { id: a.agentId, name: fullName(firstName, lastName) } : null,
          area: a.area as DraftActivityArea,
          action: a.action,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },

    /** Spends an invitation's token: the caller becomes a collaborator of the draft, which is answered. */
    async accept(agentId: string, token: string) {
      const found = await repo.invitationByHash(hashToken(token));
      if (!found) throw invitationNotFound();
      const { invitation, ownerId } = found;
      if (ownerId === agentId) throw appError('INVITATION_OWN_LISTING');
      if (invitation.revokedAt) throw appError('INVITATION_REVOKED');
      if (invitation.acceptedAt) throw appError('INVITATION_ALREADY_USED');
      if (invitation.expiresAt.getTime() <= Date.now()) throw appError('INVITATION_EXPIRED');
      if (!(await repo.acceptInvitation(invitation, agentId))) throw appError('INVITATION_ALREADY_USED');
      const access = accessOf(agentId, await repo.accessToDraft(agentId, invitation.draftId));
      if (!access) throw appError('PROPERTY_DRAFT_NOT_FOUND');
      return { access, draft: await drafts.view(ownerId, invitation.draftId) };
    },
  };
}

export type CollaborationService = ReturnType<typeof collaborationService>;
