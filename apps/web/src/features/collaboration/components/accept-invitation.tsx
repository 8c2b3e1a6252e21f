import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { acceptInvitation } from '../api/collaboration';
import { errorMessage } from '../lib/error-message';
import { paths } from '../../../config/paths';

export const ACCEPTING = 'Aceptando la invitación…';

/** Where an accepted invitation lands: the listing's editor (read-only for a read invitation). */
function editorOf(draft: PropertyDraft): string {
  return paths.editor(draft.propertyDraftId);
}

/**
 * `/invitations/{token}`, signed in (a signed-out visitor signs in or up first and comes back
 * through continue_url): accepts the invitation once and opens the listing, or says why not.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // A token is usable once: the request goes out once per attempt, even when effects run twice.
  const sent = useRef(-1);

  const accept = useCallback(async () => {
    try {
      const draft = await acceptInvitation(token);
      void queryClient.invalidateQueries({ queryKey: ['property-drafts'] });
      void navigate(editorOf(draft), { replace: true });
    } catch (e) {
      setError(e);
    }
  }, [token, navigate, queryClient]);

  useEffect(() => {
    if (sent.current === attempt) return;
    sent.current = attempt;
    void accept();
  }, [accept, attempt]);

  if (!error) {
    return (
      <Center mih="100vh">
        <Stack align="center" gap="sm">
          <Loader aria-label={ACCEPTING} />
          <Text c="dimmed">{ACCEPTING}</Text>
        </Stack>
      </Center>
    );
  }

  // Expired, used, revoked, unknown or one's own listing: the server's reason; a failure: try again.
  const final = isApiError(error) && error.status < 500;
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center" role="alert">
        <Title order={1} fz={26}>
          No se ha podido aceptar la invitación
        </Title>
        <Text c="dimmed">{errorMessage(error)}</Text>
        <Group justify="center">
          {!final && (
            <Button
              onClick={() => {
                setError(null);
                setAttempt((a) => a + 1);
              }}
            >
              Reintentar
            </Button>
          )}
          <Button component={Link} to={paths.propertyDrafts} variant={final ? 'filled' : 'default'}>
            Ir a mis borradores
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
