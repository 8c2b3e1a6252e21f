import { Box, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TenantStatus } from '@vitrina/contract/enums/tenant';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { lazyModule } from '../../../lib/lazy-module';
import { useMenuOnDemand } from '../../../lib/use-menu-on-demand';
import { whatsappUrl } from '../lib/format';
import { CustomerAvatar } from './customer-avatar';
import { CustomerInfo } from './customer-info';
import { CustomerStatusModal } from './customer-status-modal';
import { TenantTypeStars } from './tenant-type-stars';
import { paths } from '../../../config/paths';

const moreMenu = lazyModule(() => import('./customer-more-menu'));

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
  const more = useMenuOnDemand(moreMenu);
  const moreButton = (
    <Button {...more.targetProps} variant="default" size="xs" px={4}>
      Más
    </Button>
  );
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
          {more.loaded ? (
            <more.loaded.CustomerMoreMenu
              target={moreButton}
              {...more.menuProps}
              archived={archived}
              onStatus={() => setStatusOpen(true)}
            />
          ) : (
            moreButton
          )}
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
