import type { PropertyDraft, PropertyImage } from '@vitrina/contract/schemas/property-draft';
import { useMemo, useState } from 'react';
import { notifyError, notifySuccess } from '../../../../../lib/notify';
import { useOrderImages, useSetImageEnvironment } from '../../../api/media';
import { useSaveTracker } from '../../../hooks/use-save-tracker';
import { queueMessages } from './photo-uploads';
import { SAVE_ERROR, saveErrorMessage } from '../../../lib/save-error';

export const gridMessages = {
  saved: queueMessages.saved,
  order: 'Orden de las imágenes guardado.',
} as const;

/**
 * The draft's images in their order, and the two saves of the grid: a new order (shown at once,
 * while it is saved) and the environment a photo shows.
 */
export function usePhotoGrid(draft: PropertyDraft) {
  const id = draft.propertyDraftId;
  const order = useOrderImages(id);
  const environment = useSetImageEnvironment(id);
  const { track } = useSaveTracker();
  const [localOrder, setLocalOrder] = useState<string[] | null>(null);

  const images = useMemo(() => {
    const sorted = [...draft.media].sort((a, b) => a.index - b.index);
    if (!localOrder) return sorted;
    const byId = new Map(sorted.map((i) => [i.propertyImageId, i]));
    const moved = localOrder.map((imageId) => byId.get(imageId)).filter((i): i is PropertyImage => Boolean(i));
    return moved.length === sorted.length ? moved : sorted;
  }, [draft.media, localOrder]);

  const saveOrder = async (imageIds: string[]) => {
    setLocalOrder(imageIds);
    try {
      await track('image-order', () => order.mutateAsync(imageIds));
      notifySuccess(gridMessages.order, { id: 'images' });
    } catch (error) {
      notifyError(saveErrorMessage(error, SAVE_ERROR), { id: 'images-error' });
    } finally {
      setLocalOrder(null);
    }
  };

  const saveEnvironment = async (imageId: string, propertyEnviromentId: number | null) => {
    try {
      await track(`image-environment:${imageId}`, () => environment.mutateAsync({ imageId, propertyEnviromentId }));
      notifySuccess(gridMessages.saved, { id: 'images' });
    } catch (error) {
      notifyError(saveErrorMessage(error, SAVE_ERROR), { id: 'images-error' });
    }
  };

  return { images, saveOrder, saveEnvironment, ordering: order.isPending };
}
