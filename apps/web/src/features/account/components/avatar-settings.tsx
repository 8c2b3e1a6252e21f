import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { Agent } from '@vitrina/contract/schemas/agent';
import { IconCamera } from '../../../components/icons';
import { usePhotoPicker } from '../../../components/photo-crop/use-photo-picker';
import { PHOTO_TYPES } from '../../../lib/photo-types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUploadAvatar } from '../api/upload-avatar';
import { accountMessages } from '../messages';

/** The profile photo on the account page: pick, crop if needed, upload. */
export function AvatarSettings({ agent, onSaved }: { agent: Agent; onSaved: () => void }) {
  const upload = useUploadAvatar();
  const picker = usePhotoPicker(async (file) => {
    try {
      await upload.mutateAsync(file);
      notifySuccess(accountMessages.photoSaved);
      onSaved();
    } catch {
      notifyError(accountMessages.saveFailed);
    }
  });

  return (
    <Group gap="lg" wrap="nowrap">
      <Avatar src={agent.avatarUrl} alt={agent.fullName} size={88} radius={88} color="indigo">
        {agent.firstName.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={6}>
        <Text fw={600}>Foto de perfil</Text>
        <Text size="xs" c="dimmed">
          JPG, PNG o WebP. Tamaño recomendado: 650x650 px
        </Text>
        <FileButton onChange={picker.pick} accept={PHOTO_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconCamera size={16} aria-hidden />}
              loading={picker.preparing || upload.isPending}
              w="fit-content"
            >
              Cambiar foto
            </Button>
          )}
        </FileButton>
        {picker.error && (
          <Text size="sm" c="red" role="alert">
            {picker.error}
          </Text>
        )}
      </Stack>
      {picker.dialog}
    </Group>
  );
}
