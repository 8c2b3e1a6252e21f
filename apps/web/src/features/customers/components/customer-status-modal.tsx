import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { TenantStatus } from '@vitrina/contract/enums/tenant';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeTenantStatus } from '../api/tenant-status';
import { paths } from '../../../config/paths';

interface CustomerStatusModalProps {
  tenant: Tenant;
  opened: boolean;
  onClose: () => void;
}

/** 'Archivar cliente' or 'Activar cliente', with a confirmation. */
export function CustomerStatusModal({ tenant, opened, onClose }: CustomerStatusModalProps) {
  const archiving = tenant.status === TenantStatus.Active;
  const change = useChangeTenantStatus();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const title = archiving ? 'Archivar cliente' : 'Activar cliente';
  const confirm = () => {
    setError(null);
    change.mutate(
      { tenantId: tenant.tenantId, action: archiving ? 'disabled' : 'enabled' },
      {
        onSuccess: (saved) => {
          onClose();
          notifySuccess(archiving ? 'Cliente archivado exitosamente.' : 'Cliente activado exitosamente.');
          // Straight on as the change is answered (DECISIONS §1), the toast saying so.
          void navigate(paths.customerView(saved.slug, { from: archiving ? 'archived' : 'enabled' }));
        },
        onError: () => {
          setError('Algo ha salido mal. Por favor, vuelve a intentarlo.');
          notifyError('Algo ha salido mal. Por favor, vuelve a intentarlo.');
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">
          {archiving
            ? `¿Seguro que quieres archivar a ${tenant.fullName}? Dejará de aparecer entre tus clientes activos; podrás activarlo de nuevo cuando quieras.`
            : `¿Seguro que quieres activar a ${tenant.fullName}? Volverá a aparecer entre tus clientes activos.`}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color={archiving ? 'red' : 'indigo'} onClick={confirm} loading={change.isPending}>
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
