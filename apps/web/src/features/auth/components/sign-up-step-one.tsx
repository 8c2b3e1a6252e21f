import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpStepOneSchema, type SignUpStepOneInput } from '@vitrina/contract/schemas/auth';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { saveSignUpDraft } from '../lib/sign-up-draft';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';

interface SignUpStepOneProps {
  defaultValues: SignUpStepOneInput;
  error: string | null;
  pending: boolean;
  /** Answers the server error to place under the fields, if any. */
  onSubmit: (values: SignUpStepOneInput) => Promise<unknown>;
}

/** First name, e-mail and the marketing e-mails choice. */
export function SignUpStepOne({ defaultValues, error, pending, onSubmit }: SignUpStepOneProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
    subscribe,
  } = useForm({ resolver: zodResolver(signUpStepOneSchema), defaultValues });
  // Kept as it is typed, so that reading the terms and coming back loses nothing.
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => saveSignUpDraft(values) }), [subscribe]);

  const submit = handleSubmit(async (values) => {
    const serverError = await onSubmit(values);
    if (serverError) applyServerFieldErrors(serverError, setError, ['firstName', 'emailAddress']);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={error} />
        <TextInput
          size="md"
          label="Nombre"
          placeholder="Tu nombre"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <EmailField error={errors.emailAddress?.message} {...register('emailAddress')} />
        <Checkbox
          label="Quiero recibir correos con novedades y consejos de Vitrina"
          {...register('acceptEmails')}
        />
        <Text size="xs" c="dimmed">
          Al crear tu cuenta aceptas los{' '}
          <Anchor href={paths.terms} target="_blank" rel="noopener" size="xs">
            Términos y condiciones
          </Anchor>{' '}
          y la{' '}
          <Anchor href={paths.privacy} target="_blank" rel="noopener" size="xs">
            Política de privacidad
          </Anchor>
          .
        </Text>
        <Button type="submit" size="md" loading={pending}>
          Continuar
        </Button>
      </Stack>
    </form>
  );
}
