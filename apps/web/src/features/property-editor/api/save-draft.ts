import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationBody, PropertyDraft, UpdateDraftBody } from '@vitrina/contract/schemas/property-draft';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';
import { storeDraft } from './draft';

/** PUT /property-drafts/{id}: the Propiedad tool. */
export function updateDraft(propertyDraftId: string, body: UpdateDraftBody): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(paths.propertyDraft(propertyDraftId), body);
}

export function useUpdateDraft(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDraftBody) => updateDraft(propertyDraftId, body),
    onSuccess: (draft) => storeDraft(queryClient, draft),
  });
}

/** PUT /property-drafts/{id}/enviroments/{propertyEnviromentId}; 0 removes it. */
export function setEnvironment(propertyDraftId: string, propertyEnviromentId: number, quantity: number): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(paths.draftEnvironment(propertyDraftId, String(propertyEnviromentId)), { quantity });
}

export function useSetEnvironment(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) => setEnvironment(propertyDraftId, id, quantity),
    onSuccess: (draft) => storeDraft(queryClient, draft),
  });
}

/** PUT /property-drafts/{id}/details, or DELETE …/details/{type} when the value is null. */
export function setDetail(propertyDraftId: string, type: string, value: string | null): Promise<PropertyDraft> {
  if (value === null) return api.delete<PropertyDraft>(paths.draftDetail(propertyDraftId, type));
  return api.put<PropertyDraft>(paths.draftDetails(propertyDraftId), { propertyDetailType: type, value });
}

export function useSetDetail(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, value }: { type: string; value: string | null }) => setDetail(propertyDraftId, type, value),
    onSuccess: (draft) => storeDraft(queryClient, draft),
  });
}

/** PUT /property-drafts/{id}/location. */
export function setLocation(propertyDraftId: string, body: LocationBody): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(paths.draftLocation(propertyDraftId), body);
}

export function useSetLocation(propertyDraftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationBody) => setLocation(propertyDraftId, body),
    onSuccess: (draft) => storeDraft(queryClient, draft),
  });
}
