import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import type { SignInInput } from '@vitrina/contract/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { withContinueUrl } from '../../../lib/continue-url';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSignIn } from '../api/sign-in';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { signInErrorMessage } from '../messages';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

// The schema (and zod) load on first focus or submit, keeping the sign-in page light.
const resolver = lazyZodResolver<SignInInput, SignInInput>(() =>
  import('@vitrina/contract/schemas/auth').then((m) => m.signInSchema),
);

interface SignInFormProps {
  continueUrl: string | null;
  onError: (message: string | null) => void;
  error: string | null;
}

/** E-mail and password sign-in; on success the session starts and the guard moves on. */
export function SignInForm({ continueUrl, onError, error }: SignInFormProps) {
  const signIn = useSignIn();
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignInInput>({
    resolver,
    defaultValues: { emailAddress: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    onError(null);
    setSubmitted(true);
    try {
      await signIn.mutateAsync(values);
    } catch (err) {
      setSubmitted(false);
      if (!applyServerFieldErrors(err, setError, ['emailAddress', 'password'])) onError(signInErrorMessage(err));
    }
  });

  return (
    // The error banner goes as soon as the agent types again (it was about what they had typed).
    <form onSubmit={onSubmit} onFocus={resolver.preload} onChange={() => error && onError(null)} noValidate>
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
        <PasswordField label="Contraseña" error={errors.password?.message} {...register('password')} />
        <Group justify="flex-end">
          <Anchor component={Link} to={withContinueUrl(paths.passwordReset, continueUrl)} size="sm">
            ¿Olvidaste tu contraseña?
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={signIn.isPending || submitted}>
          Iniciar sesión
        </Button>
      </Stack>
    </form>
  );
}
