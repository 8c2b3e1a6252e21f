import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { sexLabels, type Sex } from '@vitrina/contract/enums/sex';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { formatAge, formatDocument, tenantTypeLabel } from '../lib/format';
import { usePhoneFormatter } from '../hooks/use-phone-formatter';
import type { ReactNode } from 'react';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** The customer's information block (spec 2 §2, View customer). */
export function CustomerInfo({ tenant, withTitle = true }: { tenant: Tenant; withTitle?: boolean }) {
  // A number of another country loads libphonenumber: a line of skeleton in its place until then.
  const formatPhone = usePhoneFormatter([tenant.phoneNumber]);
  return (
    <Stack gap="sm" aria-label="Información del cliente">
      {withTitle && (
        <Title order={2} fz="md">
          Información
        </Title>
      )}
      <Row label="Nombre(s)" value={tenant.firstName} />
      <Row label="Apellido(s)" value={tenant.lastName} />
      <Row label="Correo electrónico" value={tenant.emailAddress ?? 'Sin correo'} />
      <Row
        label="Teléfono"
        value={formatPhone ? (formatPhone(tenant.phoneNumber) ?? 'Sin teléfono') : <Skeleton component="span" display="inline-block" height="1em" width="9em" aria-label="Cargando teléfono" />}
      />
      <Row label="Sexo" value={sexLabels[tenant.sex as Sex] ?? 'Sin especificar'} />
      <Row label="Edad" value={formatAge(tenant.birthDate) ?? 'Sin fecha de nacimiento'} />
      <Row label="Cédula de identidad" value={formatDocument(tenant.documentType, tenant.documentNumber) ?? 'Sin cédula'} />
      <Row label="Tipo de cliente" value={tenantTypeLabel(tenant.tenantType)} />
      <Row label="Estado" value={tenant.address.countryState?.name ?? 'Sin estado'} />
      <Row label="Localidad" value={tenant.address.location?.name ?? 'Sin localidad'} />
    </Stack>
  );
}
