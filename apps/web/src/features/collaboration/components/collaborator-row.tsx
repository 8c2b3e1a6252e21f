import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatScope, parseScope } from '@vitrina/contract/enums/collaboration';
import type { Collaborator } from '@vitrina/contract/schemas/collaboration';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveCollaborator, useUpdateCollaborator } from '../api/collaboration';
import { errorMessage } from '../lib/error-message';
import { describeScope, PERMISSION_LABELS } from '../lib/scopes';
import { AccessFields, type AccessValue } from './access-fields';

export const ACCESS_UPDATED = 'Permisos actualizados correctamente.';
export const ACCESS_REMOVED = 'Acceso retirado correctamente.';

function accessOf(c: Collaborator): AccessValue {
  return { permission: c.permission, scopes: c.scope ? (parseScope(c.scope) ?? ['details']) : ['details', 'location', 'media', 'social-media'] };
}

/** One agent added: their access, a form to change it, and 'Quitar acceso' with a confirmation. */
export function CollaboratorRow({ propertyDraftId, collaborator }: { propertyDraftId: string; collaborator: Collaborator }) {
  const update = useUpdateCollaborator(propertyDraftId);
  const remove = useRemoveCollaborator(propertyDraftId);
  const [editing, setEditing] = useState<AccessValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const scope = describeScope(collaborator.permission, collaborator.scope);

  const save = async () => {
    if (!editing) return;
    setError(null);
    try {
      await update.mutateAsync({
        agentId: collaborator.agentId,
        body: { permission: editing.permission, scope: editing.permission === 'write' ? formatScope(editing.scopes) : null },
      });
      setEditing(null);
      notifySuccess(ACCESS_UPDATED);
    } catch (e) {
      const fields = isApiError(e) ? e.fields : undefined;
      setError(fields?.scope ?? fields?.permission ?? errorMessage(e));
    }
  };

  const revoke = async () => {
    try {
      await remove.mutateAsync(collaborator.agentId);
      setConfirming(false);
      notifySuccess(ACCESS_REMOVED);
    } catch (e) {
      setConfirming(false);
      notifyError(errorMessage(e));
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={collaborator.name}>
      <Stack gap={6}>
        <div>
          <Text fw={600}>{collaborator.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {collaborator.emailAddress}
          </Text>
          <Text size="sm">
            {PERMISSION_LABELS[collaborator.permission]}
            {scope && `: ${scope}`}
          </Text>
        </div>
        {editing ? (
          <Stack gap="xs">
            <AccessFields value={editing} onChange={setEditing} error={error} disabled={update.isPending} label={`Permiso de ${collaborator.name}`} />
            <Group gap="xs">
              <Button size="xs" onClick={() => void save()} loading={update.isPending}>
                Guardar
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(null)} disabled={update.isPending}>
                Cancelar
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => { setError(null); setEditing(accessOf(collaborator)); }}>
              Cambiar permisos
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Quitar acceso
            </Button>
          </Group>
        )}
        {!editing && error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`¿Quitar el acceso de ${collaborator.name}?`}
        message="Dejará de ver y editar esta propiedad de inmediato. Puedes volver a invitarle cuando quieras."
        confirmLabel="Quitar acceso"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void revoke()}
        lockWhilePending
      />
    </Paper>
  );
}
