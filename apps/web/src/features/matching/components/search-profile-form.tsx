import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { SearchProfile, SearchProfileBody } from '@vitrina/contract/schemas/matching';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormBanner, type Banner } from '../../../components/form-banner/form-banner';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useSaveSearchProfile } from '../api/search-profile';
import { PROFILE_FIELDS, profileResolver, profileToForm, type ProfileFormValues } from '../lib/profile-form';
import { LeaveProfileModal } from './leave-profile-modal';
import type { PropertyType } from '../../../lib/property-catalogues';
import { ProfileFields } from './profile-fields';
import { useUnsavedGuard } from './use-unsaved-guard';

export const PROFILE_SAVED = 'Perfil de búsqueda guardado exitosamente';
const SAVE_ERROR = 'No se pudo guardar el perfil de búsqueda. Por favor, vuelve a intentarlo.';

interface SearchProfileFormProps {
  tenantId: string;
  profile: SearchProfile | null;
  propertyTypes: PropertyType[];
}

/**
 * 'Perfil de búsqueda': what the customer looks for. A failed save keeps what was typed with the
 * server's messages under the fields; leaving with unsaved changes asks first.
 */
export function SearchProfileForm({ tenantId, profile, propertyTypes }: SearchProfileFormProps) {
  const form = useForm<ProfileFormValues, unknown, SearchProfileBody>({ defaultValues: profileToForm(profile), resolver: profileResolver });
  const save = useSaveSearchProfile();
  const [banner, setBanner] = useState<Banner | null>(null);
  const submitting = form.formState.isSubmitting;
  const blocker = useUnsavedGuard(form.formState.isDirty && !submitting);

  const submit = form.handleSubmit(async (body) => {
    setBanner(null);
    try {
      const saved = await save.mutateAsync({ tenantId, body });
      form.reset(profileToForm(saved));
      setBanner({ kind: 'success', message: PROFILE_SAVED });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, PROFILE_FIELDS)) setBanner({ kind: 'error', message: SAVE_ERROR });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="search-profile-title">
      <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="lg" id="search-profile-title">
          Perfil de búsqueda
        </Title>
        <Text size="sm" c="dimmed">
          {profile === null ? 'Indica qué busca el cliente para ver las propiedades que coinciden.' : 'Lo que busca el cliente; las propiedades que coinciden se ordenan por este perfil.'}
        </Text>
      </Stack>
      <FormBanner banner={banner} />
      <ProfileFields form={form} propertyTypes={propertyTypes} disabled={submitting} />
      <Group justify="flex-end">
        <Button type="submit" loading={submitting}>
          {submitting ? 'Guardando perfil' : 'Guardar perfil'}
        </Button>
      </Group>
      </Stack>
      <LeaveProfileModal opened={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </form>
  );
}
