import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';
import { storeDraft } from './draft';

function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  // Fields come before the file: the server reads them first.
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return form;
}

/** POST /property-drafts/{id}/images (multipart: imageType STATIC, then the file). */
export function uploadImage(propertyDraftId: string, file: File): Promise<PropertyDraft> {
  return api.post<PropertyDraft>(paths.draftImages(propertyDraftId), fileForm(file, { imageType: 'STATIC' }));
}

/** DELETE /property-drafts/{id}/images/{imageId}. */
export function deleteImage(propertyDraftId: string, imageId: string): Promise<PropertyDraft> {
  return api.delete<PropertyDraft>(paths.draftImage(propertyDraftId, imageId));
}

/** POST /property-drafts/{id}/thumbnail (596x446). */
export function uploadThumbnail(propertyDraftId: string, file: File): Promise<PropertyDraft> {
  return api.post<PropertyDraft>(paths.draftThumbnail(propertyDraftId), fileForm(file));
}

/** DELETE /property-drafts/{id}/thumbnail. */
export function deleteThumbnail(propertyDraftId: string): Promise<PropertyDraft> {
  return api.delete<PropertyDraft>(paths.draftThumbnail(propertyDraftId));
}

/** POST /property-drafts/{id}/videos, then PUT …/videos/thumbnail when a frame was taken. */
export async function uploadVideo(propertyDraftId: string, file: File, thumbnail: File | null): Promise<PropertyDraft> {
  const draft = await api.post<PropertyDraft>(paths.draftVideos(propertyDraftId), fileForm(file));
  if (!thumbnail) return draft;
  return api.put<PropertyDraft>(paths.draftVideoThumbnail(propertyDraftId), fileForm(thumbnail));
}

/** DELETE /property-drafts/{id}/videos. */
export function deleteVideo(propertyDraftId: string): Promise<PropertyDraft> {
  return api.delete<PropertyDraft>(paths.draftVideos(propertyDraftId));
}

/** Every media change answers the draft; each hook keeps it. */
function useDraftMutation<V>(fn: (variables: V) => Promise<PropertyDraft>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (draft) => storeDraft(queryClient, draft) });
}

export function useUploadImage(id: string) {
  return useDraftMutation(({ file, thumbnail }: { file: File; thumbnail: File | null }) =>
    uploadImage(id, file).then((draft) => (thumbnail ? uploadThumbnail(id, thumbnail) : draft)),
  );
}

export function useDeleteImage(id: string) {
  return useDraftMutation((imageId: string) => deleteImage(id, imageId));
}

/** Setting a thumbnail deletes the current one first (spec 3 §4). */
export function useSetThumbnail(id: string, hasThumbnail: boolean) {
  return useDraftMutation(async (file: File) => {
    if (hasThumbnail) await deleteThumbnail(id);
    return uploadThumbnail(id, file);
  });
}

export function useUploadVideo(id: string) {
  return useDraftMutation(({ file, thumbnail }: { file: File; thumbnail: File | null }) => uploadVideo(id, file, thumbnail));
}

export function useDeleteVideo(id: string) {
  return useDraftMutation(() => deleteVideo(id));
}
