import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import type { Collaborator, CollaboratorUpdate, Collaborators, InvitationCreate, InvitationCreated } from '@vitrina/contract/schemas/collaboration';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { api } from '../../../lib/api-client';

export const collaboratorsKey = (propertyDraftId: string) => ['property-drafts', 'collaborators', propertyDraftId] as const;

/** GET /property-drafts/{id}/collaborators: the agents added and the invitations still waiting (owner only). */
export function useCollaboratorsQuery(propertyDraftId: string) {
  return useQuery({
    queryKey: collaboratorsKey(propertyDraftId),
    queryFn: ({ signal }) => api.get<Collaborators>(paths.draftCollaborators(propertyDraftId), undefined, signal),
  });
}

/** POST /property-drafts/{id}/invitations: a link (and an e-mail when an address is given). */
export function useCreateInvitation(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationCreate) => api.post<InvitationCreated>(paths.draftInvitations(propertyDraftId), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: collaboratorsKey(propertyDraftId) }),
  });
}

/** PUT /property-drafts/{id}/collaborators/{agentId}: a new permission and scope. */
export function useUpdateCollaborator(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, body }: { agentId: string; body: CollaboratorUpdate }) =>
      api.put<Collaborator>(paths.draftCollaborator(propertyDraftId, agentId), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: collaboratorsKey(propertyDraftId) }),
  });
}

/** DELETE /property-drafts/{id}/collaborators/{agentId}: the agent loses access. */
export function useRemoveCollaborator(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: string) => api.delete<null>(paths.draftCollaborator(propertyDraftId, agentId)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: collaboratorsKey(propertyDraftId) }),
  });
}

/** DELETE /invitations/{invitationId}: the link stops working. */
export function useRevokeInvitation(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => api.delete<null>(paths.invitation(invitationId)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: collaboratorsKey(propertyDraftId) }),
  });
}

/** POST /invitations/accept: the signed-in agent joins the draft; answers the draft. */
export function acceptInvitation(token: string): Promise<PropertyDraft> {
  return api.post<PropertyDraft>(paths.invitationAccept(), { token });
}
