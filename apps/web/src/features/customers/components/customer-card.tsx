import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { Link } from 'react-router';
import { formatDocument, initialOf, tenantTypeLabel } from '../lib/format';
import type { FormatPhone } from '../lib/format-phone';
import { IconId, IconMail, IconPhone } from './icons';
import classes from './customers.module.css';
import { paths } from '../../../config/paths';

interface CustomerCardProps {
  tenant: Tenant;
  /** lib/format-phone's, which the list loads beside the page. */
  formatPhone: FormatPhone;
}

/** One customer in the list grid; the whole card opens the customer's view. */
export function CustomerCard({ tenant, formatPhone }: CustomerCardProps) {
  const document = formatDocument(tenant.documentType, tenant.documentNumber);
  return (
    // The name is the link (its name is what it shows); its ::after covers the card, so the
    // whole card stays one click target.
    <Card component="article" aria-label={tenant.fullName} withBorder padding="md" className={classes.card}>
      <Group wrap="nowrap" gap="sm" mb="sm">
        <Avatar src={tenant.avatarUrl} alt={tenant.fullName} radius="xl" size={48} color="indigo">
          {initialOf(tenant.firstName)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text component={Link} to={paths.customerView(tenant.slug)} fw={600} truncate className={classes.cardLink}>
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
