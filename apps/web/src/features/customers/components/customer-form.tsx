import { Paper, Stack, Text, Title } from '@mantine/core';
import { TenantType } from '@vitrina/contract/enums/tenant';
import type { Tenant, TenantBody } from '@vitrina/contract/schemas/tenant';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormBanner } from '../../../components/form-banner/form-banner';
import { useCustomerSave } from '../hooks/use-customer-save';
import { customerLookup } from '../lib/customer-form-code';
import { customerFormResolver, useCustomerFormRules } from '../lib/customer-form-rules';
import type { CustomerFormValues } from '../lib/customer-form-values';
import { CustomerContactFields } from './customer-contact-fields';
import { CustomerDetailFields } from './customer-detail-fields';
import type { LookupState } from './customer-lookup';
import { SubmitRow } from '../../../components/submit-row';

/** Why the rest of a new customer's form waits: the phone is looked up first (spec 2 §2). */
export const LOOKUP_HINT = 'Escribe el teléfono para comprobar si el cliente ya existe';
export const SHARED_HINT =
  'El nombre, el apellido, el teléfono y el correo se comparten con los demás agentes de este cliente. El resto de los datos solo lo ves tú.';
// A new customer's look-up and what it finds: its own chunk, fetched once the form has painted.
const CustomerLookup = lazy(() => customerLookup.load().then((m) => ({ default: m.CustomerLookup })));
const NO_LOOKUP: LookupState = { phoneReady: false, found: false };

interface CustomerFormProps {
  mode: 'create' | 'edit';
  initial: CustomerFormValues;
  tenant?: Tenant;
  onSave: (body: TenantBody) => Promise<Tenant>;
}

/** The create and edit form of a customer (spec 2 §2, §5). */
export function CustomerForm({ mode, initial, tenant, onSave }: CustomerFormProps) {
  const creating = mode === 'create';
  const form = useForm<CustomerFormValues, unknown, TenantBody>({
    defaultValues: initial,
    resolver: customerFormResolver,
    mode: 'onTouched',
  });
  const [phoneCode, phoneNumber, emailAddress] = useWatch({ control: form.control, name: ['phoneCode', 'phoneNumber', 'emailAddress'] });
  const rules = useCustomerFormRules();
  const [{ phoneReady, found }, setLookup] = useState(NO_LOOKUP);
  const save = useCustomerSave({ form, creating, tenant, onSave });
  useEffect(() => {
    if (creating) customerLookup.load().catch(() => undefined);
  }, [creating]);
  const submitting = form.formState.isSubmitting;
  const busy = submitting || save.done;
  const locked = creating && (!phoneReady || found);
  const idle = creating ? 'Agregar cliente' : 'Modificar cliente';
  const sending = creating ? 'Agregando cliente' : 'Modificando cliente';

  return (
    <Paper component="form" withBorder p={{ base: 'md', sm: 'xl' }} onSubmit={save.submit} noValidate maw={860}>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {idle}
        </Title>
        <FormBanner banner={save.banner} />
        <CustomerContactFields form={form} rules={rules} busy={busy} emailDisabled={creating && !phoneReady} />
        {creating && !phoneReady && (
          <Text id="customer-lookup-hint" size="sm" c="indigo.8" fw={500} mt={-8}>
            {LOOKUP_HINT}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={-8}>
          {SHARED_HINT}
        </Text>
        {creating && (
          <Suspense fallback={null}>
            <CustomerLookup
              rules={rules}
              phoneCode={phoneCode}
              phoneNumber={phoneNumber}
              emailAddress={emailAddress}
              link={save.linkFound}
              done={save.done}
              onState={setLookup}
            />
          </Suspense>
        )}
        <CustomerDetailFields form={form} disabled={locked || busy} isLead={tenant?.tenantType === TenantType.Lead} />
        <SubmitRow loading={submitting} disabled={save.done || (creating && found)}>
          {submitting ? sending : idle}
        </SubmitRow>
      </Stack>
    </Paper>
  );
}
