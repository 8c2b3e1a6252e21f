import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, paginationQuery, text } from './common';
import { COLLABORATION_SCOPES, INVITATION_EMAIL_MESSAGE, parseScope, PERMISSION_MESSAGE, PERMISSIONS, SCOPE_MESSAGE, type Permission } from '../enums/collaboration';

export * from '../enums/collaboration';

/**
 * Working together on a listing (issue 11): the owner of a draft invites another agent by e-mail
 * or by link with read or write access; write access covers one or more scopes.
 *
 * Scopes: `details` (property, environments, details, services, rules, description), `location`
 * (address, map, nearby places), `media` (images, thumbnail, video), `social-media` (Instagram and
 * Facebook posts). On the wire a scope is `all` (the four) or a comma list of them. The API answers
 * a scope in one canonical form: `all` when the four are given, else the given ones in the order
 * above (`media,details` → `details,media`). A read invitation has no scope: whatever is sent is
 * ignored and the answers say `scope: null`.
 */
const permissionSchema = z.enum(PERMISSIONS, { error: PERMISSION_MESSAGE });
const scopeField = text(SCOPE_MESSAGE).max(100, SCOPE_MESSAGE).describe("'all' or a comma list of details, location, media, social-media; required for write, ignored for read");

/** Write needs a valid scope; read ignores it. */
function scopeRule(body: { permission: Permission; scope?: string | null }, ctx: z.RefinementCtx) {
  if (body.permission !== 'write') return;
  if (typeof body.scope !== 'string' || parseScope(body.scope) === null) ctx.addIssue({ code: 'custom', path: ['scope'], message: SCOPE_MESSAGE });
}

/** `POST /property-drafts/{id}/invitations`. `emailAddress: null` makes a link-only invitation (no e-mail is sent). */
export const invitationCreateSchema = z
  .strictObject({
    emailAddress: text(INVITATION_EMAIL_MESSAGE).trim().max(EMAIL_MAX, INVITATION_EMAIL_MESSAGE).regex(EMAIL_PATTERN, INVITATION_EMAIL_MESSAGE).nullish(),
    permission: permissionSchema,
    scope: scopeField.nullish(),
  })
  .superRefine(scopeRule);
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

/** `PUT /property-drafts/{id}/collaborators/{agentId}`. */
export const collaboratorUpdateSchema = z
  .strictObject({ permission: permissionSchema, scope: scopeField.nullish() })
  .superRefine(scopeRule);
export type CollaboratorUpdate = z.infer<typeof collaboratorUpdateSchema>;

/** `POST /invitations/accept`. */
export const invitationAcceptSchema = z.strictObject({
  token: text('El enlace de invitación no es válido').min(1, 'El enlace de invitación no es válido').max(200, 'El enlace de invitación no es válido'),
});

/** The answer of a new invitation: the link to share (the web's `/invitations/{token}`), valid until `expiresAt`. */
export const invitationCreatedSchema = z.object({
  invitationId: z.string(),
  url: z.string().describe('The web page that accepts the invitation: {PUBLIC_BASE_URL}/invitations/{token}. Shown once: the server keeps only a hash of the token.'),
  expiresAt: z.string(),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** What the caller may do on a draft: the owner may do everything (`write`, `all`). */
export const draftAccessSchema = z.object({
  owner: z.boolean(),
  permission: permissionSchema,
  scope: z.string().nullable().describe("'all' or a comma list of scopes for write; null for read"),
});
export type DraftAccess = z.infer<typeof draftAccessSchema>;

/** The owner of a draft as draft answers name them. */
export const draftOwnerSchema = z.object({ id: z.string(), name: z.string() });
export type DraftOwner = z.infer<typeof draftOwnerSchema>;

/** An agent who accepted an invitation, as the 'agents added' tab lists them. */
export const collaboratorSchema = z.object({
  agentId: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  permission: permissionSchema,
  scope: z.string().nullable(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

/** An invitation not yet accepted, unrevoked and unexpired (its link cannot be shown again). */
export const pendingInvitationSchema = z.object({
  invitationId: z.string(),
  emailAddress: z.string().nullable(),
  permission: permissionSchema,
  scope: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** `GET /property-drafts/{id}/collaborators`: the agents added, and the invitations still waiting. */
export const collaboratorsSchema = z.object({
  collaborators: z.array(collaboratorSchema),
  pendingInvitations: z.array(pendingInvitationSchema),
});
export type Collaborators = z.infer<typeof collaboratorsSchema>;

/** `GET /property-drafts/{id}/activity`: newest first, 20 a page by default. */
export const ACTIVITY_PAGE_SIZE = 20;
export const activityQuery = paginationQuery(ACTIVITY_PAGE_SIZE);

/** The areas of the timeline: a tool's scope, or `owner` for what only the owner does (invite, change or revoke access, publish, unpublish). */
export const DRAFT_ACTIVITY_AREAS = [...COLLABORATION_SCOPES, 'owner'] as const;
export type DraftActivityArea = (typeof DRAFT_ACTIVITY_AREAS)[number];

/** One change to a draft for the listing's timeline: who (null once their account is gone), which area, which call, when. */
export const draftActivitySchema = z.object({
  activityId: z.string(),
  agent: draftOwnerSchema.nullable(),
  area: z.enum(DRAFT_ACTIVITY_AREAS).describe("A tool's scope (details, location, media, social-media), or owner for the owner's own actions"),
  action: z.string().describe('The operationId of the call that made the change, e.g. setDraftLocation'),
  createdAt: z.string(),
});
export type DraftActivity = z.infer<typeof draftActivitySchema>;
