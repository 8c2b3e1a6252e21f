import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCreateDraft } from '../api/create-draft';
import { paths } from '../../../config/paths';

export const CREATE_DRAFT_ERROR = 'No se ha podido crear el borrador de la propiedad';

/** /properties/drafts/create: creates a draft and replaces itself with its editor. */
export function DraftCreate() {
  const navigate = useNavigate();
  const create = useCreateDraft();
  const started = useRef(false);

  const run = () =>
    create.mutate(undefined, {
      onSuccess: (draft) => navigate(paths.editor(draft.propertyDraftId), { replace: true }),
    });

  const start = useEffectEvent(run);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  if (create.isError) {
    return (
      <Stack align="center" gap="sm" py="xl" role="alert">
        <Text c="dimmed" ta="center">
          {CREATE_DRAFT_ERROR}
        </Text>
        <Button variant="light" onClick={run} loading={create.isPending}>
          Reintentar
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm" py="xl" aria-busy="true">
      <Loader />
      <Text c="dimmed">Creando borrador…</Text>
    </Stack>
  );
}
