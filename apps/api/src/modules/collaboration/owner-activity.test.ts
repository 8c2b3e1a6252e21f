import { describe, expect, it } from 'vitest';
import { publishableDraft, settledDraft } from '../../../test/publishing-fixtures';
import { t, ana, luis, call, tokenOf, useCollaborationAgents } from './collaboration-fixtures';

// Issue 11: the listing's timeline also says what only the owner does (area `owner`).

useCollaborationAgents();

type Row = { area: string; action: string; agent: { id: string; name: string } | null };
const ownerRows = async (draftId: string, token: string) =>
  ((await call('GET', `/property-drafts/${draftId}/activity?limit=100`, token)).json().data as Row[]).filter((r) => r.area === 'owner');

describe("the owner's actions in the activity", () => {
  it('records invite, change, revoke (once), publish, unpublish and removing a collaborator, newest first, for the collaborator to read too', async () => {
    const { id: draftId } = await publishableDraft(t, ana, 1);
    const ownerId = (await call('GET', `/property-drafts/${draftId}`, ana)).json().data.agentId as string;

    const link = (await call('POST', `/property-drafts/${draftId}/invitations`, ana, { emailAddress: null, permission: 'write', scope: 'media' })).json().data;
    const spare = (await call('POST', `/property-drafts/${draftId}/invitations`, ana, { emailAddress: null, permission: 'read' })).json().data;
    expect((await call('POST', '/invitations/accept', luis, { token: tokenOf(link.url) })).statusCode).toBe(200);
    const luisId = (await call('GET', `/property-drafts/${draftId}/collaborators`, ana)).json().data.collaborators[0].agentId as string;
    expect((await call('PUT', `/property-drafts/${draftId}/collaborators/${luisId}`, ana, { permission: 'read' })).statusCode).toBe(200);
    expect((await call('DELETE', `/invitations/${spare.invitationId}`, ana)).statusCode).toBe(200);
    expect((await call('DELETE', `/invitations/${spare.invitationId}`, ana)).statusCode).toBe(200);

    // A collaborator's refused owner call leaves nothing.
    expect((await call('PUT', `/property-drafts/${draftId}/publish`, luis, {})).statusCode).toBe(403);
    expect((await call('PUT', `/property-drafts/${draftId}/publish`, ana, {})).statusCode).toBe(200);
    const published = await settledDraft(t, ana, draftId);
    expect((await call('PUT', `/properties/${published.property.propertyId}/status`, ana, { status: 5 })).statusCode).toBe(200);

    const beforeRemoval = await ownerRows(draftId, luis);
    expect(beforeRemoval.map((r) => r.action)).toEqual([
      'setPropertyStatus',
      'publishPropertyDraft',
      'revokeInvitation',
      'updateDraftCollaborator',
      'createDraftInvitation',
      'createDraftInvitation',
    ]);
    expect(beforeRemoval.every((r) => r.agent?.id === ownerId && r.agent.name === 'Ana')).toBe(true);

    expect((await call('DELETE', `/property-drafts/${draftId}/collaborators/${luisId}`, ana)).statusCode).toBe(200);
    expect((await ownerRows(draftId, ana))[0]).toMatchObject({ action: 'removeDraftCollaborator', agent: { id: ownerId } });
    // Reading the collaborators or the activity is not a change.
    expect((await ownerRows(draftId, ana)).some((r) => r.action.startsWith('list'))).toBe(false);
  });
});
