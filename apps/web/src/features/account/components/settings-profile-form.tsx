import { Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { sexLabels } from '@vitrina/contract/enums/sex';
import { BIRTH_YEAR_MIN, DESCRIPTION_MAX } from '@vitrina/contract/enums/person';
import type { Agent, settingsProfileSchema } from '@vitrina/contract/schemas/agent';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDateField } from '../../../components/date-field';
import { SubmitRow } from '../../../components/submit-row';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { todayInCaracas } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateAgent } from '../api/update-agent';
import { accountMessages } from '../messages';
import { FormLocationFields, type Coordinates } from './location-fields';
import { PhoneField } from './phone-field';

type Values = z.input<typeof settingsProfileSchema>;
type Output = z.output<typeof settingsProfileSchema>;
// The schema (zod, libphonenumber) loads as the form paints; the first validation is on submit.
const resolver = lazyZodResolver<Values, Output>(() => import('@vitrina/contract/schemas/agent').then((m) => m.settingsProfileSchema));
const FIELDS = ['firstName', 'lastName', 'sex', 'birthDate', 'contactPhoneNumber', 'countryState', 'location', 'description'] as const;

function initialValues(agent: Agent): Values {
  return {
    firstName: agent.firstName,
    lastName: agent.lastName ?? '',
    sex: agent.sex ?? (undefined as unknown as number),
    birthDate: agent.birthDate ?? '',
    contactPhoneNumber: agent.contactPhoneNumber?.number ?? '',
    countryState: agent.address.countryState ? String(agent.address.countryState.countryStateId) : '',
    location: agent.address.location ? String(agent.address.location.countryLocationId) : '',
    description: agent.description ?? '',
  };
}

/** The account's basic information (spec 2 'Account settings', §5). */
export function SettingsProfileForm({ agent, onSaved }: { agent: Agent; onSaved: () => void }) {
  const update = useUpdateAgent();
  const coordinates = useRef<Coordinates>({ latitude: agent.latitude, longitude: agent.longitude });
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: initialValues(agent) });
  useEffect(() => resolver.preload(), []);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitted },
  } = form;
  const [description = '', sex] = useWatch({ control, name: ['description', 'sex'] });

  const save = async (values: Output) => {
    try {
      await update.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        sex: values.sex,
        birthDate: values.birthDate ?? null,
        ...(values.contactPhoneNumber ? { codeContactPhoneNumber: '58', contactPhoneNumber: values.contactPhoneNumber } : {}),
        countryState: Number(values.countryState),
        location: Number(values.location),
        latitude: coordinates.current.latitude,
        longitude: coordinates.current.longitude,
        description: values.description.trim() || null,
      });
      notifySuccess(accountMessages.settingsSaved);
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      notifyError(accountMessages.settingsFailed);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nombre" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextInput label="Apellido" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
          <Select
            label="Sexo"
            placeholder="Selecciona una opción"
            data={Object.entries(sexLabels).map(([value, label]) => ({ value, label }))}
            value={sex ? String(sex) : null}
            onChange={(value) => setValue('sex', Number(value), { shouldValidate: isSubmitted })}
            error={errors.sex?.message}
            comboboxProps={{ withinPortal: true }}
          />
          <FormDateField
            control={control}
            name="birthDate"
            // Optional: an empty date is "missing" (not "not valid") and clears it.
            optional
            label="Fecha de nacimiento"
            minDate={`${BIRTH_YEAR_MIN}-01-01`}
            maxDate={todayInCaracas()}
            defaultMonth="1990-01-01"
            startWithYears
          />
        </SimpleGrid>
        <PhoneField error={errors.contactPhoneNumber?.message} {...register('contactPhoneNumber')} />
        <FormLocationFields form={form} onCoordinatesChange={(point) => (coordinates.current = point)} revalidateClearedLocation />
        <div>
          <Textarea
            label="Descripción"
            placeholder="Cuéntales a tus clientes sobre ti y tu experiencia"
            rows={5}
            error={errors.description?.message}
            {...register('description')}
          />
          <Text size="xs" c={description.length > DESCRIPTION_MAX ? 'red' : 'dimmed'} ta="right" mt={4} aria-live="polite">
            {description.length}/{DESCRIPTION_MAX}
          </Text>
        </div>
        <SubmitRow loading={update.isPending} />
      </Stack>
    </form>
  );
}
