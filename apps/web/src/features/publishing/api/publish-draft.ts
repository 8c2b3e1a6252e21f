import { useMutation } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

/**
 * PUT /property-drafts/{id}/publish: answers at once with the draft Publishing; a job does the
 * work. On a Published draft whose network failed it sends that network again.
 */
export function publishDraft(propertyDraftId: string): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(paths.draftPublish(propertyDraftId));
}

export function usePublishDraft(propertyDraftId: string) {
  return useMutation({ mutationFn: () => publishDraft(propertyDraftId) });
}
