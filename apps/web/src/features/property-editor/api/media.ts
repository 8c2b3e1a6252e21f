import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { paths } from '@vitrina/contract/paths';
import { api } from '../../../lib/api-client';
import { storeDraft } from './draft';

/** How much of a file has been sent, 0 to 1. */
export type UploadProgress = (sent: number) => void;

const ignoreProgress: UploadProgress = () => undefined;

function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  // Fields come before the file: the server reads them first.
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return form;
}

/** POST /property-drafts/{id}/images (multipart: imageType STATIC, then the file). */
export function uploadImage(propertyDraftId: string, file: File, onProgress: UploadProgress = ignoreProgress): Promise<PropertyDraft> {
  return api.upload<PropertyDraft>(paths.draftImages(propertyDraftId), fileForm(file, { imageType: 'STATIC' }), onProgress);
}

/** DELETE /property-drafts/{id}/images/{imageId}. */
export function deleteImage(propertyDraftId: string, imageId: string): Promise<PropertyDraft> {
  return api.delete<PropertyDraft>(paths.draftImage(propertyDraftId, imageId));
}

/** PUT /property-drafts/{id}/images/order: every image id, in the new order (the first is the cover). */
export function orderImages(propertyDraftId: string, imageIds: string[]): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(paths.draftImageOrder(propertyDraftId), { imageIds });
}

/** PUT /property-drafts/{id}/images/{imageId}: the environment the photo shows (null for none). */
export function setImageEnvironment(propertyDraftId: string, imageId: string, propertyEnviromentId: number | null): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(paths.draftImage(propertyDraftId, imageId), { propertyEnviromentId });
}

/** POST /property-drafts/{id}/videos, then PUT …/videos/thumbnail when a frame was taken. */
export async function uploadVideo(
  propertyDraftId: string,
  file: File,
  thumbnail: File | null,
  onProgress: UploadProgress = ignoreProgress,
): Promise<PropertyDraft> {
  const draft = await api.upload<PropertyDraft>(paths.draftVideos(propertyDraftId), fileForm(file), onProgress);
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
  return useDraftMutation(({ file, onProgress }: { file: File; onProgress?: UploadProgress }) => uploadImage(id, file, onProgress));
}

export function useDeleteImage(id: string) {
  return useDraftMutation((imageId: string) => deleteImage(id, imageId));
}

export function useOrderImages(id: string) {
  return useDraftMutation((imageIds: string[]) => orderImages(id, imageIds));
}

export function useSetImageEnvironment(id: string) {
  return useDraftMutation(({ imageId, propertyEnviromentId }: { imageId: string; propertyEnviromentId: number | null }) =>
    setImageEnvironment(id, imageId, propertyEnviromentId),
  );
}

export function useUploadVideo(id: string) {
  return useDraftMutation(({ file, thumbnail, onProgress }: { file: File; thumbnail: File | null; onProgress?: UploadProgress }) =>
    uploadVideo(id, file, thumbnail, onProgress),
  );
}

export function useDeleteVideo(id: string) {
  return useDraftMutation(() => deleteVideo(id));
}
