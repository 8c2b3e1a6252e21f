import { Alert, Avatar, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { tenantTypeLabels } from '@vitrina/contract/enums/tenant';
import type { TenantCard } from '@vitrina/contract/schemas/tenant';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLinkTenant } from '../api/link-tenant';
import type { LinkFoundHandlers } from '../hooks/use-customer-save';
import { initialOf } from '../lib/format';
import { paths } from '../../../config/paths';

interface ExistingCustomerCardProps {
  card: TenantCard;
  /** The form's answers to adding the customer (banner, then the customer's page). */
  link: LinkFoundHandlers;
  /** The form is done (the customer was added): the button stays busy until the page changes. */
  done: boolean;
}

/** A customer found by phone or e-mail: add them to the list, or go to them when already there. */
export function ExistingCustomerCard({ card, link, done }: ExistingCustomerCardProps) {
  const [tenantType, setTenantType] = useState('2');
  const add = useLinkTenant();
  const linking = add.isPending || (done && add.isSuccess);
  const onLink = () => {
    link.onStart();
    add.mutate({ tenantId: card.tenantId, tenantType: Number(tenantType) }, { onSuccess: link.onLinked, onError: link.onError });
  };
  return (
    <Paper withBorder p="md" bg="indigo.0" aria-label="Cliente encontrado">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {card.linked ? 'Este cliente ya se encuentra en tu listado.' : 'Ya existe un cliente con estos datos.'}
        </Text>
        <Group wrap="nowrap" gap="sm">
          {/* No photo: each agent keeps its own (DECISIONS §3 'Customers'). */}
          <Avatar alt={card.fullName} radius="xl" size={48} color="indigo">
            {initialOf(card.fullName)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={600}>{card.fullName}</Text>
            <Text size="sm" c="dimmed">
              {card.phoneNumber}
            </Text>
            <Text size="sm" c="dimmed">
              {card.emailAddress ?? 'Sin correo'}
            </Text>
          </Stack>
        </Group>
        {card.linked && card.slug ? (
          <Group>
            <Button component={Link} to={paths.customerView(card.slug)} variant="light">
              Ver cliente
            </Button>
          </Group>
        ) : (
          <Group align="flex-end" gap="sm">
            <Select
              label="Agregar como"
              data={[
                { value: '2', label: tenantTypeLabels[2] },
                { value: '3', label: tenantTypeLabels[3] },
              ]}
              value={tenantType}
              onChange={(v) => setTenantType(v ?? '2')}
              allowDeselect={false}
              w={180}
            />
            <Button onClick={onLink} loading={linking}>
              Agregar cliente
            </Button>
          </Group>
        )}
        <Alert color="gray" variant="transparent" p={0}>
          <Text size="xs" c="dimmed">
            Los demás campos se bloquean mientras el teléfono o el correo pertenezcan a un cliente existente.
          </Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
