import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { publishCheck } from '@vitrina/contract/schemas/publish-check';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface PublishDialogProps {
  draft: PropertyDraft;
  /** Photos still being uploaded: the dialog waits for them. */
  uploading?: number;
  /** Photos whose upload failed (they can be retried in 'Imágenes'). */
  failedUploads?: number;
  opened: boolean;
  onClose: () => void;
}

export function uploadingMessage(count: number): string {
  return count === 1
    ? 'Se está subiendo 1 imagen. Podrás publicar en cuanto termine.'
    : `Se están subiendo ${count} imágenes. Podrás publicar en cuanto terminen.`;
}

export function failedUploadsMessage(count: number): string {
  return count === 1 ? '1 imagen no se ha podido subir' : `${count} imágenes no se han podido subir`;
}

/**
 * 'Publicar': the missing items with 'Corregir dato', or the confirmation. While photos are still
 * uploading it says so and waits (the draft each upload answers updates it); photos that failed
 * to upload are named with the way to retry them.
 */
export function PublishDialog({ draft, uploading = 0, failedUploads = 0, opened, onClose }: PublishDialogProps) {
  // The photos on their way are not missing: their upload is what the dialog waits for.
  const items = publishCheck(draft).filter((item) => !(uploading > 0 && item.section === 'images'));
  if (failedUploads > 0) items.push({ section: 'images', message: failedUploadsMessage(failedUploads) });
  const editor = paths.editor(draft.propertyDraftId);
  const waiting = uploading > 0 && (
    <Group gap="sm" wrap="nowrap" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{uploadingMessage(uploading)}</Text>
    </Group>
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={items.length ? 'Faltan datos para publicar' : uploading > 0 ? 'Subiendo imágenes' : '¿Publicar la propiedad?'}
    >
      {items.length ? (
        <Stack gap="sm">
          {waiting}
          <Text size="sm" c="dimmed">
            Completa estos datos antes de publicar la propiedad:
          </Text>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Datos que faltan">
            {items.map((item) => (
              <Group component="li" key={item.message} justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">{item.message}</Text>
                  <Button
                    component={Link}
                    to={`${editor}?section=${item.section}`}
                    onClick={onClose}
                    size="compact-sm"
                    variant="light"
                    aria-label={`Corregir dato: ${item.message}`}
                    style={{ flexShrink: 0 }}
                  >
                    Corregir dato
                  </Button>
              </Group>
            ))}
          </Stack>
        </Stack>
      ) : uploading > 0 ? (
        <Stack gap="md">
          {waiting}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button disabled>Publicar</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            La propiedad se publicará con los datos, imágenes y publicaciones que has preparado. ¿Quieres continuar?
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button component={Link} to={paths.publishing(draft.propertyDraftId)}>
              Publicar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
