import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A password input with the show/hide toggle labelled in Spanish. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      size="md"
      autoComplete="current-password"
      visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar los caracteres' }}
      {...props}
    />
  );
}
