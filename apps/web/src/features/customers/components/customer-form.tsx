import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { sexLabels } from '@vitrina/contract/enums/sex';
import { documentTypeLabels, TenantType, tenantTypeLabels } from '@vitrina/contract/enums/tenant';
import { ErrorType } from '@vitrina/contract/errors';
import { isInternational, parsePhone } from '@vitrina/contract/phone';
import { EMAIL_PATTERN } from '@vitrina/contract/schemas/common';
import type { Tenant, TenantBody } from '@vitrina/contract/schemas/tenant';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useCountryLocationsQuery, useCountryStatesQuery } from '../../../lib/country-catalogues';
import { useLinkTenant } from '../api/link-tenant';
import { useTenantLookupQuery } from '../api/tenant-lookup';
import {
  customerFormSchema,
  readPhone,
  type CustomerFormValues,
} from '../lib/customer-form-schema';
import { BirthDateFields } from './birth-date-fields';
import { ExistingCustomerCard } from './existing-customer-card';
import { useDelayedAction } from '../../../lib/use-delayed-action';

export const REDIRECT_DELAY_MS = 2000;
export const LOOKUP_DEBOUNCE_MS = 1000;

const SERVER_ERROR = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';
const MESSAGES: Record<string, string> = {
  [ErrorType.EMAIL_IN_USE]: 'El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.',
  PHONE_NUMBER_IN_USE: 'El número de teléfono ya está en uso. Por favor, intenta con otro número de teléfono.',
  TENANT_AGENT_ALREADY_EXIST: 'El cliente ya se encuentra agregado en tu listado.',
};
export const SHARED_HINT =
  'El nombre, el apellido, el teléfono y el correo se comparten con los demás agentes de este cliente. El resto de los datos solo lo ves tú.';
const LOOKUP_LIMIT = 'Has alcanzado el límite de búsquedas de clientes por hora. Vuelve a intentarlo más tarde.';
const FIELDS = ['firstName', 'lastName', 'sex', 'documentType', 'documentNumber', 'tenantType', 'emailAddress', 'phoneNumber', 'countryState', 'countryLocation'];

const sexOptions = Object.entries(sexLabels).map(([value, label]) => ({ value, label }));
const documentOptions = Object.entries(documentTypeLabels).map(([value, label]) => ({ value, label }));

interface CustomerFormProps {
  mode: 'create' | 'edit';
  initial: CustomerFormValues;
  tenant?: Tenant;
  onSave: (body: TenantBody) => Promise<Tenant>;
}

const toNumber = (v: string | null) => (v ? Number(v) : null);
const toText = (v: number | null | undefined) => (v ? String(v) : null);

/** The create and edit form of a customer (spec 2 §2, §5). */
export function CustomerForm({ mode, initial, tenant, onSave }: CustomerFormProps) {
  const navigate = useNavigate();
  const creating = mode === 'create';
  const form = useForm<CustomerFormValues, unknown, TenantBody>({
    defaultValues: initial,
    resolver: zodResolver(customerFormSchema) as never,
    mode: 'onTouched',
  });
  const { register, handleSubmit, setValue, setError, formState, watch } = form;
  const errors = formState.errors;
  /** A Mantine select bound to a form value (Controller is left out to keep the first load small). */
  const select = <K extends Path<CustomerFormValues>>(name: K) => ({
    value: toText(watch(name) as number | null),
    onChange: (v: string | null) =>
      setValue(name, toNumber(v) as never, { shouldValidate: formState.isSubmitted, shouldDirty: true, shouldTouch: true }),
    error: errors[name as keyof typeof errors]?.message as string | undefined,
  });
  const [banner, setBanner] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const delayed = useDelayedAction();

  const [phoneCode, phoneNumber, emailAddress, countryState] = watch(['phoneCode', 'phoneNumber', 'emailAddress', 'countryState']);
  const readPhoneNow = readPhone(phoneNumber ?? '', phoneCode ?? '58').phone;
  const phoneReady = Boolean(readPhoneNow);
  const email = (emailAddress ?? '').trim().toLowerCase();
  const [lookupPhone] = useDebouncedValue(creating && readPhoneNow ? `${readPhoneNow.code}${readPhoneNow.number}` : null, LOOKUP_DEBOUNCE_MS);
  const [lookupEmail] = useDebouncedValue(creating && EMAIL_PATTERN.test(email) ? email : null, LOOKUP_DEBOUNCE_MS);
  const byPhone = useTenantLookupQuery('phone', lookupPhone);
  const byEmail = useTenantLookupQuery('email', lookupEmail);
  const found = (lookupPhone ? byPhone.data : null) ?? (lookupEmail ? byEmail.data : null) ?? null;
  const lookupError = [lookupPhone ? byPhone.error : null, lookupEmail ? byEmail.error : null].find((e) =>
    isApiError(e, ErrorType.TOO_MANY_REQUESTS),
  );
  const locked = creating && (!phoneReady || found !== null);

  const states = useCountryStatesQuery();
  const locations = useCountryLocationsQuery(countryState ?? null);
  const link = useLinkTenant();

  const finish = (saved: Tenant, message: string) => {
    setDone(true);
    setBanner({ kind: 'success', message });
    delayed.schedule(() => navigate(`/customers/view/${saved.slug}`), REDIRECT_DELAY_MS);
  };

  const showError = (error: unknown) => {
    if (applyServerFieldErrors(error, setError, FIELDS)) return setBanner(null);
    const type = isApiError(error) ? error.type : ErrorType.SERVER_ERROR;
    setBanner({ kind: 'error', message: MESSAGES[type] ?? SERVER_ERROR });
  };

  const submit = handleSubmit(async (body) => {
    setBanner(null);
    try {
      const saved = await onSave(tenant ? { ...body, tenantId: tenant.tenantId } : body);
      finish(saved, creating ? 'Cliente agregado exitosamente' : 'Cliente modificado exitosamente');
    } catch (error) {
      showError(error);
    }
  });

  const linkFound = (tenantType: number) => {
    if (!found) return;
    setBanner(null);
    link.mutate(
      { tenantId: found.tenantId, tenantType },
      { onSuccess: (saved) => finish(saved, 'Cliente agregado exitosamente'), onError: showError },
    );
  };

  const isLead = tenant?.tenantType === TenantType.Lead;
  const typeOptions = (isLead ? [1, 2, 3] : [2, 3]).map((t) => ({ value: String(t), label: tenantTypeLabels[t as TenantType] }));
  const busy = formState.isSubmitting || done;
  const idle = creating ? 'Agregar cliente' : 'Modificar cliente';
  const sending = creating ? 'Agregando cliente' : 'Modificando cliente';

  return (
    <Paper component="form" withBorder p={{ base: 'md', sm: 'xl' }} onSubmit={submit} noValidate maw={860}>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {idle}
        </Title>
        {banner && (
          <Alert color={banner.kind === 'success' ? 'teal' : 'red'} variant="light" role={banner.kind === 'error' ? 'alert' : 'status'}>
            {banner.message}
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Select
              label="Código"
              aria-label="Código de país"
              data={[...new Set(['58', phoneCode ?? '58'])].map((c) => ({ value: c, label: `+${c}` }))}
              value={phoneCode}
              onChange={(v) => setValue('phoneCode', v ?? '58')}
              allowDeselect={false}
              w={96}
              disabled={busy}
            />
            <TextInput
              label="Número de teléfono"
              placeholder="412 555 5555"
              inputMode="tel"
              autoComplete="off"
              style={{ flex: 1 }}
              {...register('phoneNumber')}
              onPaste={(event) => {
                // A pasted full number ('+584125551234') goes into the code select and the number.
                const pasted = event.clipboardData.getData('text');
                if (!isInternational(pasted)) return;
                const parsed = parsePhone(pasted);
                if (!parsed.ok) return;
                event.preventDefault();
                const opts = { shouldValidate: formState.isSubmitted, shouldDirty: true, shouldTouch: true };
                setValue('phoneCode', parsed.phone.code, opts);
                setValue('phoneNumber', parsed.phone.number, opts);
              }}
              error={errors.phoneNumber?.message}
              disabled={busy}
            />
          </Group>
          <TextInput
            label="Correo electrónico"
            placeholder="cliente@correo.com"
            type="email"
            autoComplete="off"
            {...register('emailAddress')}
            error={errors.emailAddress?.message}
            disabled={busy || (creating && !phoneReady)}
          />
        </SimpleGrid>

        <Text size="xs" c="dimmed" mt={-8}>
          {SHARED_HINT}
        </Text>

        {lookupError && (
          <Alert color="yellow" variant="light" role="alert">
            {lookupError.message || LOOKUP_LIMIT}
          </Alert>
        )}

        {found && (
          <ExistingCustomerCard card={found} onLink={linkFound} linking={link.isPending || (done && link.isSuccess)} />
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nombre(s)" {...register('firstName')} error={errors.firstName?.message} disabled={locked || busy} />
          <TextInput label="Apellido(s)" {...register('lastName')} error={errors.lastName?.message} disabled={locked || busy} />
          <Select
                {...select('sex')}
                label="Sexo"
                placeholder="Selecciona"
                data={sexOptions}
                disabled={locked || busy}
              />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Select
                {...select('documentType')}
                  label="Documento"
                  aria-label="Tipo de documento"
                  data={documentOptions}
                  allowDeselect={false}
                  w={96}
                  disabled={locked || busy}
                />
            <TextInput
              label="Número de documento"
              style={{ flex: 1 }}
              {...register('documentNumber')}
              error={errors.documentNumber?.message}
              disabled={locked || busy}
            />
          </Group>
          <BirthDateFields
                day={watch('birthDay')}
                month={watch('birthMonth')}
                year={watch('birthYear')}
                onChange={(next) => {
                  setValue('birthMonth', next.month);
                  setValue('birthYear', next.year);
                  setValue('birthDay', next.day, { shouldValidate: formState.isSubmitted });
                }}
                error={errors.birthDay?.message}
                disabled={locked || busy}
              />
          <Select
                {...select('tenantType')}
                label="Tipo de cliente"
                data={typeOptions}
                allowDeselect={false}
                disabled={locked || busy || isLead}
              />
          <Select
                {...select('countryState')}
                label="Estado"
                placeholder="Selecciona un estado"
                searchable
                nothingFoundMessage="Sin resultados"
                data={(states.data ?? []).map((s) => ({ value: String(s.countryStateId), label: s.name }))}
                onChange={(v) => {
                  select('countryState').onChange(v);
                  setValue('countryLocation', null);
                }}
                disabled={locked || busy}
              />
          <Select
                {...select('countryLocation')}
                label="Localidad"
                placeholder="Selecciona una localidad"
                searchable
                nothingFoundMessage="Sin resultados"
                data={(locations.data ?? []).map((l) => ({ value: String(l.countryLocationId), label: l.name }))}
                disabled={locked || busy || !countryState}
              />
        </SimpleGrid>

        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} disabled={done || (creating && found !== null)}>
            {formState.isSubmitting ? sending : idle}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
