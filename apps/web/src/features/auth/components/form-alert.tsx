import { Alert } from '@mantine/core';

/** The error of a whole form, announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
