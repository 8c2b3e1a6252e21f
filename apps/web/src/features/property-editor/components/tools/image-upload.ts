import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, ErrorType, type Envelope } from '@vitrina/contract/errors';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { getConfig } from '../../../../config/runtime-config';
import { getAccessToken } from '../../../../lib/access-token';
import { API_BASE, api } from '../../../../lib/api-client';
import { storeDraft } from '../../api/draft';

/**
 * POST /property-drafts/{id}/images (multipart: imageType STATIC, then the file), reporting how
 * much of the file has been sent (0 to 1). It goes through XMLHttpRequest because fetch cannot
 * report upload progress; headers and the answer's envelope are those of the API client.
 */
export function uploadImageWithProgress(
  propertyDraftId: string,
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<PropertyDraft> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/property-drafts/${propertyDraftId}/images`);
    xhr.setRequestHeader('Accept', 'application/json');
    const { apiKey } = getConfig();
    if (apiKey) xhr.setRequestHeader('X-Api-Key', apiKey);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    const failed = (status = 500) => reject(new ApiError(ErrorType.SERVER_ERROR, 'Server error', status));
    xhr.onerror = () => failed();
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let envelope: Partial<Envelope<PropertyDraft>> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Partial<Envelope<PropertyDraft>>;
      } catch {
        return failed(xhr.status >= 400 ? xhr.status : 500);
      }
      const error = envelope?.metadata?.error;
      if (error || xhr.status >= 400) {
        return reject(new ApiError(error?.type ?? ErrorType.SERVER_ERROR, error?.message ?? 'Server error', xhr.status, error?.fields));
      }
      onProgress(1);
      resolve(envelope!.data as PropertyDraft);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    // Fields come before the file: the server reads them first.
    form.append('imageType', 'STATIC');
    form.append('file', file);
    xhr.send(form);
  });
}

/** PUT /property-drafts/{id}/images/order: every image id, in the new order (the first is the cover). */
export function orderImages(propertyDraftId: string, imageIds: string[]): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(`/property-drafts/${propertyDraftId}/images/order`, { imageIds });
}

export function useOrderImages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (imageIds: string[]) => orderImages(id, imageIds), onSuccess: (draft) => storeDraft(queryClient, draft) });
}

/** PUT /property-drafts/{id}/images/{imageId}: the environment the photo shows (null for none). */
export function setImageEnviroment(propertyDraftId: string, imageId: string, propertyEnviromentId: number | null): Promise<PropertyDraft> {
  return api.put<PropertyDraft>(`/property-drafts/${propertyDraftId}/images/${imageId}`, { propertyEnviromentId });
}

export function useSetImageEnviroment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, propertyEnviromentId }: { imageId: string; propertyEnviromentId: number | null }) =>
      setImageEnviroment(id, imageId, propertyEnviromentId),
    onSuccess: (draft) => storeDraft(queryClient, draft),
  });
}
