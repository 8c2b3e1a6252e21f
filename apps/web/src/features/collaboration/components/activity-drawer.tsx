// The drawer comes in its own chunk (the editor and the property page load it when needed), with its styles.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Skeleton.css';
import { Drawer } from '@mantine/core';
import { ACTIVITY_TITLE, ActivityList } from './activity-list';

interface ActivityDrawerProps {
  propertyDraftId: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Actividad' of the editor and the property page: the listing's timeline in a side drawer over the page, which stays as it is. */
export function ActivityDrawer({ propertyDraftId, opened, onClose }: ActivityDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={ACTIVITY_TITLE} position="right" size="md" zIndex={310}>
      {opened && <ActivityList propertyDraftId={propertyDraftId} />}
    </Drawer>
  );
}
