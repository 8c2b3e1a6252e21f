import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PendingInvitation } from '@vitrina/contract/schemas/collaboration';
import { LoadError } from '../../../components/load-error/load-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCollaboratorsQuery, useRevokeInvitation } from '../api/collaboration';
import { errorMessage } from '../lib/error-message';
import { describeScope, PERMISSION_LABELS } from '../lib/scopes';
import { CollaboratorRow } from './collaborator-row';

export const NO_COLLABORATORS = 'Todavía no has añadido agentes a esta propiedad';
export const INVITATION_REVOKED = 'Invitación anulada correctamente.';

function PendingRow({ propertyDraftId, invitation }: { propertyDraftId: string; invitation: PendingInvitation }) {
  const revoke = useRevokeInvitation(propertyDraftId);
  const who = invitation.emailAddress ?? 'Enlace sin correo';
  const scope = describeScope(invitation.permission, invitation.scope);
  const cancel = async () => {
    try {
      await revoke.mutateAsync(invitation.invitationId);
      notifySuccess(INVITATION_REVOKED);
    } catch (e) {
      notifyError(errorMessage(e));
    }
  };
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`Invitación ${who}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          <Text size="sm">
            {PERMISSION_LABELS[invitation.permission]}
            {scope && `: ${scope}`}
          </Text>
        </div>
        <Button size="xs" variant="subtle" color="red" onClick={() => void cancel()} loading={revoke.isPending}>
          Anular invitación
        </Button>
      </Group>
    </Paper>
  );
}

const list = { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 } as const;

/** 'Agentes añadidos': who collaborates, with what access, and the invitations still waiting. */
export function CollaboratorsTab({ propertyDraftId }: { propertyDraftId: string }) {
  const query = useCollaboratorsQuery(propertyDraftId);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Cargando agentes" />
      </Center>
    );
  }
  if (query.isError) return <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} py="lg" />;
  const { collaborators, pendingInvitations } = query.data;
  if (collaborators.length === 0 && pendingInvitations.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {NO_COLLABORATORS}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {collaborators.length > 0 && (
        <ul style={list} aria-label="Agentes añadidos">
          {collaborators.map((c) => (
            <CollaboratorRow key={c.agentId} propertyDraftId={propertyDraftId} collaborator={c} />
          ))}
        </ul>
      )}
      {pendingInvitations.length > 0 && (
        <div>
          <Title order={3} fz="sm" mb="xs">
            Invitaciones pendientes
          </Title>
          <ul style={list} aria-label="Invitaciones pendientes">
            {pendingInvitations.map((i) => (
              <PendingRow key={i.invitationId} propertyDraftId={propertyDraftId} invitation={i} />
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
