import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, draftActivity, draftCollaborators, draftInvitations, properties, propertyDrafts } from '../../db/schema/index';

export type InvitationRow = typeof draftInvitations.$inferSelect;
export type CollaboratorRow = typeof draftCollaborators.$inferSelect;

/** Invitations and collaborators of drafts; the access look-up of every draft and property call. */
export function collaborationRepository(db: Db) {
  const accessColumns = {
    draftId: propertyDrafts.id,
    ownerId: propertyDrafts.agentId,
    permission: draftCollaborators.permission,
    scope: draftCollaborators.scope,
  };
  const collaboratorOf = (agentId: string) => and(eq(draftCollaborators.draftId, propertyDrafts.id), eq(draftCollaborators.agentId, agentId));

  return {
    /** The draft's owner and the agent's collaboration on it (null permission when none); null when no such draft. */
    async accessToDraft(agentId: string, draftId: string) {
      const [row] = await db.select(accessColumns).from(propertyDrafts).leftJoin(draftCollaborators, collaboratorOf(agentId)).where(eq(propertyDrafts.id, draftId)).limit(1);
      return row ?? null;
    },

    /** The same, reached through a published property's id. */
    async accessToProperty(agentId: string, propertyId: string) {
      const [row] = await db
        .select(accessColumns)
        .from(properties)
        .innerJoin(propertyDrafts, eq(propertyDrafts.id, properties.draftId))
        .leftJoin(draftCollaborators, collaboratorOf(agentId))
        .where(eq(properties.id, propertyId))
        .limit(1);
      return row ?? null;
    },

    async insertInvitation(values: typeof draftInvitations.$inferInsert) {
      return (await db.insert(draftInvitations).values(values).returning())[0]!;
    },

    async invitationByHash(tokenHash: string) {
      const [row] = await db
        .select({ invitation: draftInvitations, ownerId: propertyDrafts.agentId })
        .from(draftInvitations)
        .innerJoin(propertyDrafts, eq(propertyDrafts.id, draftInvitations.draftId))
        .where(eq(draftInvitations.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** An invitation of one of the owner's drafts. */
    async ownersInvitation(ownerId: string, invitationId: string) {
      const [row] = await db
        .select({ invitation: draftInvitations })
        .from(draftInvitations)
        .innerJoin(propertyDrafts, eq(propertyDrafts.id, draftInvitations.draftId))
        .where(and(eq(draftInvitations.id, invitationId), eq(propertyDrafts.agentId, ownerId)))
        .limit(1);
      return row?.invitation ?? null;
    },

    revokeInvitation: (invitationId: string) =>
      db.update(draftInvitations).set({ revokedAt: new Date() }).where(and(eq(draftInvitations.id, invitationId), isNull(draftInvitations.revokedAt))),

    /**
     * Spends the invitation and makes (or updates) the collaborator, in one transaction; false when
     * another call spent or revoked it first.
     */
    acceptInvitation: (invitation: InvitationRow, agentId: string) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const spent = await tx
          .update(draftInvitations)
          .set({ acceptedAt: now, acceptedBy: agentId })
          .where(and(eq(draftInvitations.id, invitation.id), isNull(draftInvitations.acceptedAt), isNull(draftInvitations.revokedAt)))
          .returning({ id: draftInvitations.id });
        if (spent.length === 0) return false;
        const values = { permission: invitation.permission, scope: invitation.scope, invitedBy: invitation.inviterId, updatedAt: now };
        await tx
          .insert(draftCollaborators)
          .values({ draftId: invitation.draftId, agentId, ...values })
          .onConflictDoUpdate({ target: [draftCollaborators.draftId, draftCollaborators.agentId], set: values });
        return true;
      }),

    listCollaborators: (draftId: string) =>
      db
        .select({ collaborator: draftCollaborators, firstName: agents.firstName, lastName: agents.lastName, emailAddress: agents.emailAddress })
        .from(draftCollaborators)
        .innerJoin(agents, eq(agents.id, draftCollaborators.agentId))
        .where(eq(draftCollaborators.draftId, draftId))
        .orderBy(asc(draftCollaborators.createdAt), asc(draftCollaborators.id)),

    pendingInvitations: (draftId: string) =>
      db
        .select()
        .from(draftInvitations)
        .where(and(eq(draftInvitations.draftId, draftId), isNull(draftInvitations.acceptedAt), isNull(draftInvitations.revokedAt), gt(draftInvitations.expiresAt, new Date())))
        .orderBy(asc(draftInvitations.createdAt), asc(draftInvitations.id)),

    async updateCollaborator(draftId: string, agentId: string, values: { permission: string; scope: string | null }) {
      const rows = await db
        .update(draftCollaborators)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(draftCollaborators.draftId, draftId), eq(draftCollaborators.agentId, agentId)))
        .returning({ id: draftCollaborators.id });
      return rows.length > 0;
    },

    async deleteCollaborator(draftId: string, agentId: string) {
      const rows = await db
        .delete(draftCollaborators)
        .where(and(eq(draftCollaborators.draftId, draftId), eq(draftCollaborators.agentId, agentId)))
        .returning({ id: draftCollaborators.id });
      return rows.length > 0;
    },

    /** The agent's collaborations on these drafts. */
    collaborationsOn: (agentId: string, draftIds: string[]) =>
      db
        .select({ draftId: draftCollaborators.draftId, permission: draftCollaborators.permission, scope: draftCollaborators.scope })
        .from(draftCollaborators)
        .where(and(eq(draftCollaborators.agentId, agentId), inArray(draftCollaborators.draftId, draftIds))),

    agentNames: (agentIds: string[]) =>
      db.select({ id: agents.id, firstName: agents.firstName, lastName: agents.lastName }).from(agents).where(inArray(agents.id, agentIds)),

    recordActivity: (values: typeof draftActivity.$inferInsert) => db.insert(draftActivity).values(values),

    async activity(draftId: string, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ activity: draftActivity, firstName: agents.firstName, lastName: agents.lastName })
          .from(draftActivity)
          .leftJoin(agents, eq(agents.id, draftActivity.agentId))
          .where(eq(draftActivity.draftId, draftId))
          .orderBy(desc(draftActivity.createdAt), desc(draftActivity.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(draftActivity).where(eq(draftActivity.draftId, draftId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async agentName(agentId: string) {
      const [row] = await db.select({ firstName: agents.firstName, lastName: agents.lastName, emailAddress: agents.emailAddress }).from(agents).where(eq(agents.id, agentId)).limit(1);
      return row ?? null;
    },
  };
}

export type CollaborationRepository = ReturnType<typeof collaborationRepository>;
