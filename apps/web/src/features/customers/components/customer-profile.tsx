import { Box, Button, Menu, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TenantStatus } from '@vitrina/contract/enums/tenant';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { whatsappUrl } from '../lib/format';
import { CustomerAvatar } from './customer-avatar';
import { CustomerInfo } from './customer-info';
import { CustomerStatusModal } from './customer-status-modal';
import { IconArchive, IconRefresh } from './icons';
import { TenantTypeStars } from './tenant-type-stars';
import { paths } from '../../../config/paths';

/** 'Activo desde el {DD/MM/YYYY}' or 'Archivado desde el {DD/MM/YYYY}'. */
export function statusLine(tenant: Tenant): string {
  return tenant.status === TenantStatus.Filed
    ? `Archivado desde el ${formatDate(tenant.updatedAt)}`
    : `Activo desde el ${formatDate(tenant.createdAt)}`;
}

/** The left column of the customer view: photo, name, type, actions, status and, if asked, the information block. */
export function CustomerProfile({ tenant, withInfo }: { tenant: Tenant; withInfo: boolean }) {
  const [statusOpen, setStatusOpen] = useState(false);
  const archived = tenant.status === TenantStatus.Filed;
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <CustomerAvatar tenant={tenant} />
        <Stack gap={4} align="center">
          <Title order={1} fz={22} ta="center">
            {tenant.fullName}
          </Title>
          <TenantTypeStars type={tenant.tenantType} />
        </Stack>
        <SimpleGrid cols={3} spacing={6}>
          <Button component={Link} to={paths.customerEdit(tenant.slug)} variant="default" size="xs" px={4}>
            Editar
          </Button>
          <Button
            component="a"
            href={whatsappUrl(tenant.phoneNumber.fullNumber)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="xs"
            px={4}
          >
            Mensaje
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" size="xs" px={4}>
                Más
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={archived ? <IconRefresh size={16} /> : <IconArchive size={16} />}
                onClick={() => setStatusOpen(true)}
              >
                {archived ? 'Activar' : 'Archivar'}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </SimpleGrid>
        <Text size="sm" c={archived ? 'gray.7' : 'teal.9'} ta="center">
          {statusLine(tenant)}
        </Text>
        {withInfo && (
          <>
            <Box pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              <CustomerInfo tenant={tenant} />
            </Box>
          </>
        )}
      </Stack>
      <CustomerStatusModal tenant={tenant} opened={statusOpen} onClose={() => setStatusOpen(false)} />
    </Paper>
  );
}
