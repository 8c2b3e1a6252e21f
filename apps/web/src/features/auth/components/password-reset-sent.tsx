import { Button, Stack } from '@mantine/core';
import { AuthHeading, BackToSignIn } from './auth-heading';
import { FormAlert } from './form-alert';

interface PasswordResetSentProps {
  emailAddress: string;
  remaining: number;
  loginPath: string;
  error: string | null;
  pending: boolean;
  onResend: () => void;
}

/** Screen 'email-send': check the inbox; the resend button waits out a 60 s countdown. */
export function PasswordResetSent({ emailAddress, remaining, loginPath, error, pending, onResend }: PasswordResetSentProps) {
  const waiting = remaining > 0;
  return (
    <Stack gap="lg">
      <AuthHeading title="Revisa tu bandeja de entrada">
        Enviamos un enlace a <strong>{emailAddress}</strong> para que crees una nueva contraseña. Si no lo ves,
        revisa la carpeta de correo no deseado.
      </AuthHeading>
      <FormAlert message={error} />
      <Button size="md" variant="light" disabled={waiting} loading={pending} onClick={onResend}>
        {waiting ? `Reenviar enlace en ${remaining} s` : 'Reenviar enlace'}
      </Button>
      <BackToSignIn to={loginPath} />
    </Stack>
  );
}
