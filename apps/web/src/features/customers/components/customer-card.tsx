import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { Link } from 'react-router';
import { formatDocument, formatPhone, initialOf, tenantTypeLabel } from '../lib/format';
import { IconId, IconMail, IconPhone } from './icons';
import classes from './customers.module.css';

/** One customer in the list grid; links to the customer's view. */
export function CustomerCard({ tenant }: { tenant: Tenant }) {
  const document = formatDocument(tenant.documentType, tenant.documentNumber);
  return (
    <Card
      component={Link}
      to={`/customers/view/${tenant.slug}`}
      withBorder
      padding="md"
      className={classes.card}
      aria-label={tenant.fullName}
    >
      <Group wrap="nowrap" gap="sm" mb="sm">
        <Avatar src={tenant.avatarUrl} alt={tenant.fullName} radius="xl" size={48} color="indigo">
          {initialOf(tenant.firstName)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {tenant.fullName}
          </Text>
          <Text size="sm" c="dimmed">
            {tenantTypeLabel(tenant.tenantType)}
          </Text>
        </Stack>
      </Group>
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden />
          <Text size="sm" truncate>
            {tenant.emailAddress ?? 'Sin correo'}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden />
          <Text size="sm">{formatPhone(tenant.phoneNumber) ?? 'Sin teléfono'}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconId size={16} aria-hidden />
          <Text size="sm">{document ?? 'Sin documento'}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
