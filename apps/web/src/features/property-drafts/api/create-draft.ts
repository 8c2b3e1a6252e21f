import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { api } from '../../../lib/api-client';
import { draftListsKey } from './drafts';
import { paths } from '@vitrina/contract/paths';

/** POST /property-drafts (no body): a new empty draft. */
export function createDraft(): Promise<PropertyDraft> {
  return api.post<PropertyDraft>(paths.propertyDrafts());
}

export function useCreateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftListsKey }),
  });
}
