import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@vitrina/contract/schemas/auth';
import { useForm } from 'react-hook-form';
import { AuthHeading, BackToSignIn } from './auth-heading';
import { EmailField } from './email-field';
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
      <AuthHeading title="Recupera tu contraseña">
        Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.
      </AuthHeading>
      <form onSubmit={handleSubmit((values) => onSubmit(values.emailAddress))} noValidate>
        <Stack gap="md">
          <FormAlert message={error} />
          <EmailField error={errors.emailAddress?.message} {...register('emailAddress')} />
          <Button type="submit" size="md" loading={pending}>
            Enviar enlace
          </Button>
        </Stack>
      </form>
      <BackToSignIn to={loginPath} />
    </Stack>
  );
}
