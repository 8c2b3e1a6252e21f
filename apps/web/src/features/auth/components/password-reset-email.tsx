import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@vitrina/contract/schemas/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from './form-alert';

interface PasswordResetEmailProps {
  loginPath: string;
  error: string | null;
  pending: boolean;
  onSubmit: (emailAddress: string) => void;
}

/** Screen 'email': asks for the e-mail that receives the reset link. */
export function PasswordResetEmail({ loginPath, error, pending, onSubmit }: PasswordResetEmailProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { emailAddress: '' } });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          Recupera tu contraseña
        </Title>
        <Text c="dimmed" mt={4}>
          Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.
        </Text>
      </div>
      <form onSubmit={handleSubmit((values) => onSubmit(values.emailAddress))} noValidate>
        <Stack gap="md">
          <FormAlert message={error} />
          <TextInput
            size="md"
            type="email"
            label="Correo electrónico"
            placeholder="tucorreo@ejemplo.com"
            autoComplete="email"
            error={errors.emailAddress?.message}
            {...register('emailAddress')}
          />
          <Button type="submit" size="md" loading={pending}>
            Enviar enlace
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        <Anchor component={Link} to={loginPath} fw={600}>
          Volver a iniciar sesión
        </Anchor>
      </Text>
    </Stack>
  );
}
