import { Button, Stack, Text } from '@mantine/core';

export const LOAD_ERROR_MESSAGE = 'Algo no ha salido bien, por favor intenta de nuevo.';

interface LoadErrorProps {
  onRetry: () => void;
  /** While the retry runs the button shows a loader; it never hides (DECISIONS §1). */
  retrying: boolean;
  message?: string;
}

/** The error state of a screen or block: the message and 'Reintentar'. */
export function LoadError({ onRetry, retrying, message = LOAD_ERROR_MESSAGE }: LoadErrorProps) {
  return (
    <Stack align="center" gap="sm" py="lg" role="alert">
      <Text ta="center" c="dimmed">
        {message}
      </Text>
      <Button variant="light" onClick={onRetry} loading={retrying}>
        Reintentar
      </Button>
    </Stack>
  );
}
