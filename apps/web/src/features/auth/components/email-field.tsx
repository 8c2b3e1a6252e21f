import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/** The e-mail input of the sign-in, sign-up and password-reset forms. */
export function EmailField(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput size="md" type="email" label="Correo electrónico" placeholder="tucorreo@ejemplo.com" autoComplete="email" {...props} />
  );
}
