import { Anchor, Button, Group } from '@mantine/core';

interface ProvidersStepActionsProps {
  connectedCount: number;
  onBack: () => void;
  onFinish: () => void;
  onLater: () => void;
}

/** Step 3: 'Finalizar y comenzar' needs a connected account; 'Lo haré más tarde' only while none is. */
export function ProvidersStepActions({ connectedCount, onBack, onFinish, onLater }: ProvidersStepActionsProps) {
  return (
    <Group justify="space-between" mt="md" wrap="wrap-reverse">
      <Group gap="md">
        <Anchor component="button" type="button" onClick={onBack} c="dimmed" size="sm">
          Volver
        </Anchor>
        {connectedCount === 0 && (
          <Button variant="subtle" color="gray" onClick={onLater}>
            Lo haré más tarde
          </Button>
        )}
      </Group>
      <Button size="md" onClick={onFinish} disabled={connectedCount === 0}>
        Finalizar y comenzar
      </Button>
    </Group>
  );
}
