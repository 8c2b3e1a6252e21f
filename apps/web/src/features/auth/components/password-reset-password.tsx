import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetFormSchema } from '@vitrina/contract/schemas/auth';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { authMessages } from '../messages';
import { AuthHeading } from './auth-heading';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';
import { PasswordField } from './password-field';

interface PasswordResetPasswordProps {
  error: string | null;
  pending: boolean;
  onSubmit: (password: string) => void;
  /** Set when the link was used or has expired: the form gives way to a link to ask for a new one. */
  requestNew?: { to: string; onClick: () => void } | null;
}

/** Screen 'password': the new password (the sign-up checklist applies) and its confirmation. */
export function PasswordResetPassword({ error, pending, onSubmit, requestNew = null }: PasswordResetPasswordProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  return (
    <Stack gap="lg">
      <AuthHeading title={requestNew ? 'Este enlace ya no sirve' : 'Crea una nueva contraseña'}>
        {requestNew
          ? 'Cada enlace para cambiar la contraseña sirve una sola vez y durante 60 minutos. Pide uno nuevo y te lo enviaremos a tu correo.'
          : 'Escribe tu nueva contraseña y confírmala para volver a entrar a tu cuenta.'}
      </AuthHeading>
      {requestNew ? (
        <Stack gap="md">
          <FormAlert message={error} />
          <Button component={Link} to={requestNew.to} onClick={requestNew.onClick} size="md">
            {authMessages.requestNewLink}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit((values) => onSubmit(values.password))} noValidate>
          <Stack gap="md">
            <FormAlert message={error} />
            <NewPasswordField value={password} error={errors.password?.message} {...register('password')} />
            <PasswordField
              label="Confirmar contraseña"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Button type="submit" size="md" loading={pending}>
              Cambiar contraseña
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
