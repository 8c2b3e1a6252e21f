import { Button } from '@mantine/core';
import { useState } from 'react';
import { IconClock } from '../../../components/icons';
import { ActivityDrawer } from './activity-drawer';

/** 'Actividad' on the property page: opens the listing's timeline. */
export function ActivityButton({ propertyDraftId }: { propertyDraftId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconClock size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Actividad
      </Button>
      <ActivityDrawer propertyDraftId={propertyDraftId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
