import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordMeetsChecklist, signUpStepTwoSchema } from '@vitrina/contract/schemas/auth';
import { useForm, useWatch } from 'react-hook-form';
import { IconArrowLeft } from '../../../components/icons';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';

interface SignUpStepTwoProps {
  emailAddress: string;
  error: string | null;
  pending: boolean;
  onBack: () => void;
  onSubmit: (password: string) => Promise<void>;
}

/** The password with its live checklist; 'Crear mi cuenta' stays disabled until it is met. */
export function SignUpStepTwo({ emailAddress, error, pending, onBack, onSubmit }: SignUpStepTwoProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(signUpStepTwoSchema), defaultValues: { password: '' } });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const ready = passwordMeetsChecklist(password);

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={onBack} aria-label="Volver al paso anterior">
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <div>
          <Title order={1} fz={26}>
            Crea tu contraseña
          </Title>
          <Text c="dimmed" size="sm">
            Para la cuenta {emailAddress}
          </Text>
        </div>
      </Group>
      <form onSubmit={handleSubmit((values) => onSubmit(values.password))} noValidate>
        <Stack gap="md">
          <FormAlert message={error} />
          <NewPasswordField value={password} error={errors.password?.message} {...register('password')} />
          <Button type="submit" size="md" disabled={!ready} loading={pending}>
            Crear mi cuenta
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
