import type { ComponentType } from 'react';

/** What the editor passes to the listing's timeline ('Actividad'). */
export interface ActivityDrawerProps {
  propertyDraftId: string;
  opened: boolean;
  onClose: () => void;
}

/** The timeline belongs to the collaboration feature; the route passes its drawer in (loaded when first opened). */
export interface ActivitySlots {
  ActivityDrawer: ComponentType<ActivityDrawerProps>;
}
