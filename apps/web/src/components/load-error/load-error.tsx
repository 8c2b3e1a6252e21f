import { Button, Stack, Text } from '@mantine/core';

export const LOAD_ERROR_MESSAGE = 'Algo no ha salido bien, por favor intenta de nuevo.';

interface LoadErrorProps {
  onRetry: () => unknown;
  /** True while the retry runs: the button shows a loader, it never hides. */
  retrying?: boolean;
  message?: string;
  /** Space above and below: 'xl' for a screen, 'lg' inside a block (dashboard blocks, account lists). */
  py?: 'lg' | 'xl';
}

/** The error state of a screen or block: the message and 'Reintentar'. */
export function LoadError({ onRetry, retrying = false, message = LOAD_ERROR_MESSAGE, py = 'xl' }: LoadErrorProps) {
  return (
    <Stack align="center" gap="sm" py={py} role="alert">
      <Text c="dimmed" ta="center">
        {message}
      </Text>
      <Button variant="light" onClick={() => onRetry()} loading={retrying}>
        Reintentar
      </Button>
    </Stack>
  );
}
