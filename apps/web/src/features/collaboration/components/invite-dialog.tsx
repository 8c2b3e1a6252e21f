import { Center, List, Loader, Modal, Tabs, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { InviteForm } from './invite-form';

// 'Agentes añadidos' (the list, its access fields and confirmations) loads when its tab is opened.
const CollaboratorsTab = lazy(() => import('./collaborators-tab').then((m) => ({ default: m.CollaboratorsTab })));

export const INVITE_TITLE = 'Invitar agentes';

type Tab = 'invite' | 'added';

interface InviteDialogProps {
  propertyDraftId: string;
  /** The listing the invitation is for, named under the title when known. */
  listingTitle?: string | null;
  onClose: () => void;
}

/** The invitation dialog of spec 3 §2: create a link to share, and the agents already added. */
export function InviteDialog({ propertyDraftId, listingTitle, onClose }: InviteDialogProps) {
  const [tab, setTab] = useState<Tab>('invite');
  return (
    <Modal opened onClose={onClose} title={INVITE_TITLE} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {listingTitle && (
        <Text size="sm" mb="md">
          Propiedad:{' '}
          <Text span fw={600}>
            {listingTitle}
          </Text>
        </Text>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="invite">Invitar</Tabs.Tab>
          <Tabs.Tab value="added">Agentes añadidos</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invite">
          <List size="xs" c="dimmed" mb="md" spacing={2}>
            <List.Item>Solo los agentes invitados ven y editan la propiedad.</List.Item>
            <List.Item>Los agentes invitados no pueden invitar a otros.</List.Item>
            <List.Item>Puedes cambiar los permisos de cada agente o quitarle el acceso cuando quieras.</List.Item>
          </List>
          <InviteForm propertyDraftId={propertyDraftId} />
        </Tabs.Panel>
        <Tabs.Panel value="added">
          <Suspense
            fallback={
              <Center py="lg">
                <Loader size="sm" aria-label="Cargando agentes" />
              </Center>
            }
          >
            <CollaboratorsTab propertyDraftId={propertyDraftId} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
