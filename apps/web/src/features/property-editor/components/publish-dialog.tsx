import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { publishCheck } from '@vitrina/contract/schemas/publish-check';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface PublishDialogProps {
  draft: PropertyDraft;
  opened: boolean;
  onClose: () => void;
}

/** 'Publicar': the missing items with 'Corregir dato', or the confirmation. */
export function PublishDialog({ draft, opened, onClose }: PublishDialogProps) {
  const items = publishCheck(draft);
  const editor = paths.editor(draft.propertyDraftId);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={items.length ? 'Faltan datos para publicar' : '¿Publicar la propiedad?'}
    >
      {items.length ? (
        <Stack gap="sm">
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
