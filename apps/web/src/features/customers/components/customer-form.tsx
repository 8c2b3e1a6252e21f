import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { TenantType } from '@vitrina/contract/enums/tenant';
import type { Tenant, TenantBody } from '@vitrina/contract/schemas/tenant';
import { useForm, useWatch } from 'react-hook-form';
import { FormBanner } from '../../../components/form-banner/form-banner';
import { useCustomerLookup } from '../hooks/use-customer-lookup';
import { useCustomerSave } from '../hooks/use-customer-save';
import { customerFormResolver, useCustomerFormRules } from '../lib/customer-form-rules';
import type { CustomerFormValues } from '../lib/customer-form-values';
import { CustomerContactFields } from './customer-contact-fields';
import { CustomerDetailFields } from './customer-detail-fields';
import { ExistingCustomerCard } from './existing-customer-card';
import { SubmitRow } from '../../../components/submit-row';

export const SHARED_HINT =
  'El nombre, el apellido, el teléfono y el correo se comparten con los demás agentes de este cliente. El resto de los datos solo lo ves tú.';
const LOOKUP_LIMIT = 'Has alcanzado el límite de búsquedas de clientes por hora. Vuelve a intentarlo más tarde.';

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
  const { phoneReady, found, lookupError } = useCustomerLookup({ rules, creating, phoneCode, phoneNumber, emailAddress });
  const save = useCustomerSave({ form, creating, tenant, onSave });
  const submitting = form.formState.isSubmitting;
  const busy = submitting || save.done;
  const locked = creating && (!phoneReady || found !== null);
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
        <Text size="xs" c="dimmed" mt={-8}>
          {SHARED_HINT}
        </Text>
        {lookupError && (
          <Alert color="yellow" variant="light" role="alert">
            {lookupError.message || LOOKUP_LIMIT}
          </Alert>
        )}
        {found && (
          <ExistingCustomerCard card={found} onLink={(type) => save.linkFound(found.tenantId, type)} linking={save.linking} />
        )}
        <CustomerDetailFields form={form} disabled={locked || busy} isLead={tenant?.tenantType === TenantType.Lead} />
        <SubmitRow loading={submitting} disabled={save.done || (creating && found !== null)}>
          {submitting ? sending : idle}
        </SubmitRow>
      </Stack>
    </Paper>
  );
}
