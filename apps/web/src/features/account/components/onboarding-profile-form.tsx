import { Button, Group, Stack } from '@mantine/core';
import type { Agent, onboardingProfileSchema } from '@vitrina/contract/schemas/agent';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateAgent } from '../api/update-agent';
import { accountMessages } from '../messages';
import { FormLocationFields, type Coordinates } from './location-fields';
import { PhoneField } from './phone-field';

type Values = z.input<typeof onboardingProfileSchema>;
type Output = z.output<typeof onboardingProfileSchema>;
// The schema (zod, libphonenumber) loads as the form paints; the first validation is on submit.
const resolver = lazyZodResolver<Values, Output>(() => import('@vitrina/contract/schemas/agent').then((m) => m.onboardingProfileSchema));

interface OnboardingProfileFormProps {
  agent: Agent;
  /** The profile step was saved before: the skip button reads 'Continuar con el siguiente paso'. */
  stepDone: boolean;
  /** After a save (the wizard reloads the session and moves on later). */
  onSaved: () => void;
  /** Nothing to save, or skip: straight to the next step. */
  onNext: () => void;
}

function initialValues(agent: Agent): Values {
  return {
    countryState: agent.address.countryState ? String(agent.address.countryState.countryStateId) : '',
    location: agent.address.location ? String(agent.address.location.countryLocationId) : '',
    contactPhoneNumber: agent.contactPhoneNumber?.number ?? '',
  };
}

/** Onboarding step 1 'Datos de perfil': state, locality and contact phone. */
export function OnboardingProfileForm({ agent, stepDone, onSaved, onNext }: OnboardingProfileFormProps) {
  const update = useUpdateAgent();
  const [saved, setSaved] = useState(false);
  const coordinates = useRef<Coordinates>({
    latitude: agent.latitude,
    longitude: agent.longitude,
  });
  const initial = initialValues(agent);
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: initial });
  useEffect(() => resolver.preload(), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const save = async (values: Output) => {
    const unchanged =
      values.countryState === initial.countryState &&
      values.location === initial.location &&
      values.contactPhoneNumber === initial.contactPhoneNumber.replace(/\s/g, '');
    if (unchanged) return onNext();
    try {
      await update.mutateAsync({
        codeContactPhoneNumber: '58',
        contactPhoneNumber: values.contactPhoneNumber,
        countryState: Number(values.countryState),
        location: Number(values.location),
        latitude: coordinates.current.latitude,
        longitude: coordinates.current.longitude,
      });
      setSaved(true);
      notifySuccess(accountMessages.profileSaved);
      onSaved();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['countryState', 'location', 'contactPhoneNumber'])) notifyError(accountMessages.saveFailed);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
      <Stack gap="lg">
        <FormLocationFields size="md" form={form} onCoordinatesChange={(point) => (coordinates.current = point)} revalidateClearedLocation={false} />
        <PhoneField size="md" error={errors.contactPhoneNumber?.message} {...register('contactPhoneNumber')} />
        <Group justify="space-between" mt="md" wrap="wrap-reverse">
          <Button variant="subtle" color="gray" onClick={onNext} disabled={update.isPending || saved}>
            {stepDone ? 'Continuar con el siguiente paso' : 'Omitir este paso'}
          </Button>
          <Button type="submit" size="md" loading={update.isPending || saved}>
            Guardar y continuar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
