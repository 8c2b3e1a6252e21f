import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { IconUserPlus } from '../../../components/icons';

const InviteDialog = lazy(() => import('./invite-panel').then((m) => ({ default: m.InviteDialog })));

interface InviteButtonProps {
  propertyDraftId: string;
  /** The listing's title, named in the dialog. */
  listingTitle: string;
  /** Open the dialog on arrival (the invitation route sends a published listing here). */
  initiallyOpen?: boolean;
  /** Called once the dialog has closed (the invitation route goes back to the editor that opened it). */
  onClosed?: () => void;
}

/** 'Invitar agentes' on the property page: the invitation dialog over the listing, which stays where it was when it closes. */
export function InviteButton({ propertyDraftId, listingTitle, initiallyOpen = false, onClosed }: InviteButtonProps) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <>
      <Button variant="default" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Invitar agentes
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <InviteDialog
            propertyDraftId={propertyDraftId}
            listingTitle={listingTitle}
            onClose={() => {
              setOpened(false);
              onClosed?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
