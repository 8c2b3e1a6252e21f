import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import type { Agent } from '@vitrina/contract/schemas/agent';
import { useState } from 'react';
import { PhotoDropArea } from '../../../components/photo-crop/photo-drop-area';
import { PhotoPreview } from '../../../components/photo-crop/photo-preview';
import { usePhotoPicker } from '../../../components/photo-crop/use-photo-picker';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUploadAvatar } from '../api/upload-avatar';
import { accountMessages } from '../messages';

interface OnboardingPhotoFormProps {
  agent: Agent;
  onBack: () => void;
  onSaved: () => void;
  onNext: () => void;
}

/** Onboarding step 2: pick, crop, preview and upload the profile photo. */
export function OnboardingPhotoForm({ agent, onBack, onSaved, onNext }: OnboardingPhotoFormProps) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const upload = useUploadAvatar();
  const picker = usePhotoPicker((file) => {
    setMissing(false);
    setPhoto(file);
  });

  async function submit() {
    if (!photo) {
      // An agent who already has a photo and picks no new one just moves on.
      if (agent.avatarUrl) return onNext();
      return setMissing(true);
    }
    try {
      await upload.mutateAsync(photo);
      setSaved(true);
      notifySuccess(accountMessages.photoSaved);
      onSaved();
    } catch {
      notifyError(accountMessages.saveFailed);
    }
  }

  const hasPhoto = Boolean(photo || agent.avatarUrl);
  return (
    <Stack gap="lg">
      {photo ? (
        <PhotoPreview file={photo} alt="Vista previa de tu foto de perfil" onDelete={() => setPhoto(null)} />
      ) : (
        <>
          {agent.avatarUrl && (
            <Group gap="sm" justify="center">
              <Avatar src={agent.avatarUrl} alt="Tu foto de perfil actual" size={56} radius="xl" />
              <Text size="sm" c="dimmed">
                Esta es tu foto actual. Puedes subir otra.
              </Text>
            </Group>
          )}
          <PhotoDropArea
            title="Sube tu foto de perfil"
            hint="Tamaño recomendado: 650x650 px"
            onFile={picker.pick}
            loading={picker.preparing}
            error={picker.error ?? (missing ? accountMessages.photoRequired : null)}
          />
        </>
      )}
      {picker.dialog}
      <Group justify="space-between" mt="md" wrap="wrap-reverse">
        <Group gap="md">
          <Anchor component="button" type="button" onClick={onBack} c="dimmed" size="sm">
            Volver
          </Anchor>
          <Button variant="subtle" color="gray" onClick={onNext} disabled={upload.isPending || saved}>
            {hasPhoto ? 'Continuar con el siguiente paso' : 'Omitir este paso'}
          </Button>
        </Group>
        <Button size="md" onClick={submit} loading={upload.isPending || saved}>
          Guardar y continuar
        </Button>
      </Group>
    </Stack>
  );
}
