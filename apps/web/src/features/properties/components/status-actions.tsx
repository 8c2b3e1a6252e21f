import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Property } from '@vitrina/contract/schemas/property';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetPropertyStatus } from '../api/properties';
import { statusActions, type StatusAction } from '../lib/listing';

export const STATUS_ERROR = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';

/** 'Marcar como vendida' / 'Marcar como alquilada', 'Despublicar' or 'Volver a publicar', each confirmed first. */
export function StatusActions({ property }: { property: Property }) {
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const change = useSetPropertyStatus(property.propertyId);
  const confirm = async () => {
    if (!asking) return;
    try {
      await change.mutateAsync(asking.status);
      notifySuccess(asking.done);
      setAsking(null);
    } catch {
      notifyError(STATUS_ERROR);
    }
  };
  return (
    <>
      {statusActions(property).map((action) => (
        <Button key={action.status} variant="outline" color={action.color} onClick={() => setAsking(action)}>
          {action.label}
        </Button>
      ))}
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={asking?.title} centered closeButtonProps={{ 'aria-label': 'Cerrar' }} transitionProps={{ duration: 0 }}>
        <Stack gap="md">
          <Text size="sm">{asking?.question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              Cancelar
            </Button>
            <Button color={asking?.color} loading={change.isPending} onClick={() => void confirm()}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
