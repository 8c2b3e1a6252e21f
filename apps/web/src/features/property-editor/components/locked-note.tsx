import { Button, Stack, Text } from '@mantine/core';
import { DraftStatus } from '@vitrina/contract/enums/property';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A draft being published is read-only, and a published one's posts are: say which, and where it went. */
export function LockedNote({ draft }: { draft: PropertyDraft }) {
  if (draft.status === DraftStatus.Published) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text c="dimmed" ta="center">
          Esta propiedad ya está publicada: sus publicaciones en Instagram y Facebook no se cambian desde aquí.
        </Text>
        {draft.property && (
          <Button component={Link} variant="light" to={paths.propertyView(draft.property.slug, draft.property.propertyId)}>
            Ver publicación
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text c="dimmed" ta="center">
        Este borrador se está publicando y ya no se puede editar.
      </Text>
      <Button component={Link} variant="light" to={paths.publishing(draft.propertyDraftId)}>
        Ver el progreso
      </Button>
    </Stack>
  );
}
