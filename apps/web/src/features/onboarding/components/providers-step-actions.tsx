import { Alert, Anchor, Button, Group } from '@mantine/core';
import { IconLink } from '../../../components/icons';

/** Said once, in place of the networks, when this server can connect none of them. */
export const NO_NETWORKS_MESSAGE =
  'Las redes sociales aún no están disponibles en este servidor. Podrás conectarlas más tarde desde Vinculación.';

/** Step 3 on a server with no network to connect: one line instead of a card per network. */
export function NoNetworksNotice() {
  return (
    <Alert variant="light" color="gray" icon={<IconLink size={20} aria-hidden />} role="status">
      {NO_NETWORKS_MESSAGE}
    </Alert>
  );
}

interface ProvidersStepActionsProps {
  connectedCount: number;
  /** False when the server can connect no network: 'Lo haré más tarde' is then the way on. */
  networksAvailable: boolean;
  onBack: () => void;
  onFinish: () => void;
  onLater: () => void;
}

/**
 * Step 3: 'Finalizar y comenzar' needs a connected account; 'Lo haré más tarde' only while none is,
 * drawn as a button, and the main one when no network can be connected.
 */
export function ProvidersStepActions({ connectedCount, networksAvailable, onBack, onFinish, onLater }: ProvidersStepActionsProps) {
  const later = connectedCount === 0;
  return (
    <Group justify="space-between" mt="md" wrap="wrap-reverse" gap="sm">
      <Anchor component="button" type="button" onClick={onBack} c="dimmed" size="sm">
        Volver
      </Anchor>
      <Group gap="sm" justify="flex-end">
        {later && (
          <Button size="md" variant={networksAvailable ? 'default' : 'filled'} onClick={onLater}>
            Lo haré más tarde
          </Button>
        )}
        <Button size="md" onClick={onFinish} disabled={later}>
          Finalizar y comenzar
        </Button>
      </Group>
    </Group>
  );
}
