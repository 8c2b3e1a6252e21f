import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
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
      <div>
        <Title order={1} fz={28}>
          Revisa tu bandeja de entrada
        </Title>
        <Text c="dimmed" mt={4}>
          Enviamos un enlace a <strong>{emailAddress}</strong> para que crees una nueva contraseña. Si no lo ves,
          revisa la carpeta de correo no deseado.
        </Text>
      </div>
      <FormAlert message={error} />
      <Button size="md" variant="light" disabled={waiting} loading={pending} onClick={onResend}>
        {waiting ? `Reenviar enlace en ${remaining} s` : 'Reenviar enlace'}
      </Button>
      <Text ta="center" size="sm">
        <Anchor component={Link} to={loginPath} fw={600}>
          Volver a iniciar sesión
        </Anchor>
      </Text>
    </Stack>
  );
}
