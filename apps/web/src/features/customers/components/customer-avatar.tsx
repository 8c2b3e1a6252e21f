import { Alert, Avatar, Box, Button, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Tenant } from '@vitrina/contract/schemas/tenant';
import { useState } from 'react';
import { PhotoPreview } from '../../../components/photo-crop/photo-preview';
import { usePhotoPicker } from '../../../components/photo-crop/use-photo-picker';
import { PHOTO_TYPES } from '../../../lib/photo-types';
import { notifySuccess } from '../../../lib/notify';
import { useUploadTenantAvatar } from '../api/tenant-avatar';
import { initialOf } from '../lib/format';
import { IconCamera } from './icons';
import classes from './customer-avatar.module.css';

const AVATAR_ERROR = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';

/** The customer's photo; hovering offers 'Subir foto' (pick, crop if needed, preview, upload). */
export function CustomerAvatar({ tenant }: { tenant: Tenant }) {
  const [preview, setPreview] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadTenantAvatar();
  const picker = usePhotoPicker((file) => {
    setError(null);
    setPreview(file);
  });

  const send = () => {
    if (!preview) return;
    setError(null);
    upload.mutate(
      { tenantId: tenant.tenantId, file: preview },
      {
        onSuccess: () => {
          setPreview(null);
          notifySuccess('La foto de perfil del cliente se ha actualizado exitosamente');
        },
        onError: () => setError(AVATAR_ERROR),
      },
    );
  };

  return (
    <Stack align="center" gap={4}>
      <Box className={classes.wrapper}>
        <Avatar src={tenant.avatarUrl} alt={tenant.fullName} size={120} radius={120} color="indigo" fz={40}>
          {initialOf(tenant.firstName)}
        </Avatar>
        <FileButton onChange={picker.pick} accept={PHOTO_TYPES.join(',')}>
          {(props) => (
            <button type="button" {...props} className={classes.overlay} aria-label="Subir foto">
              {picker.preparing ? <Loader size="sm" color="white" /> : <IconCamera size={22} aria-hidden />}
              <span>Subir foto</span>
            </button>
          )}
        </FileButton>
      </Box>
      {picker.error && (
        <Text size="xs" c="red" role="alert" ta="center">
          {picker.error}
        </Text>
      )}
      {picker.dialog}
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title="Previsualizar foto" centered>
        {preview && (
          <Stack gap="md">
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <PhotoPreview file={preview} alt={`Foto de ${tenant.fullName}`} onDelete={() => setPreview(null)} />
            <Group justify="flex-end">
              <Button onClick={send} loading={upload.isPending}>
                Subir foto
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
