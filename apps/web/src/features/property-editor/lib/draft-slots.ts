import type { ComponentType } from 'react';

/** What the editor passes to the dialog that deletes the draft it shows. */
export interface DeleteDraftDialogProps {
  propertyDraftId: string;
  opened: boolean;
  onClose: () => void;
  /** Called after the draft is gone (the editor leaves for the list). */
  onDeleted?: () => void;
}

/** Deleting a draft belongs to the property-drafts feature; the route passes its dialog in. */
export interface DraftSlots {
  DeleteDialog: ComponentType<DeleteDraftDialogProps>;
}
