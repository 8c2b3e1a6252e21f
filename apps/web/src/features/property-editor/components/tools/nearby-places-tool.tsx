import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import {
  nearbyPlacesOf,
  useDeleteNearbyPlace,
  useNearbyPlaceTypesQuery,
  useSaveNearbyPlace,
  type NearbyPlace,
  type NearbyPlaceInput,
} from '../../api/nearby-places';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import type { MapSlots } from '../../lib/map-slots';
import { NearbyPlaceLine } from '../preview/nearby-places-preview';
import { ToolHeader } from './tool-header';
import { SAVE_ERROR, saveErrorMessage } from '../../lib/save-error';

export const PLACE_SAVED = 'Lugar cercano guardado correctamente.';
export const PLACE_DELETED = 'Lugar cercano eliminado correctamente.';
export const DELETE_ERROR = 'Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.';
const TOAST = { id: 'tool-nearby-places' };

/** The form as it is being filled: nothing chosen yet is null. */
interface PlaceForm {
  propertyNearbyPlaceId: string | null;
  propertyNearbyPlaceTypeId: number | null;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

const EMPTY: PlaceForm = { propertyNearbyPlaceId: null, propertyNearbyPlaceTypeId: null, name: '', address: '', latitude: null, longitude: null };

/** The contract's rules of the form, loaded with zod when the agent first saves. */
const placeResolver = lazyZodResolver<PlaceForm, NearbyPlaceInput>(() =>
  import('@vitrina/contract/schemas/property-draft').then((m) => m.nearbyPlaceFormSchema),
);

function formOf(place: NearbyPlace): PlaceForm {
  return {
    propertyNearbyPlaceId: place.propertyNearbyPlaceId,
    propertyNearbyPlaceTypeId: place.nearbyPlaceType.nearbyPlaceTypeId,
    name: place.name,
    address: place.address ?? '',
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

const pointOf = (form: PlaceForm) => (form.latitude !== null && form.longitude !== null ? { latitude: form.latitude, longitude: form.longitude } : null);

const isBlank = (form: PlaceForm) => !form.propertyNearbyPlaceId && !form.propertyNearbyPlaceTypeId && !form.name.trim() && !form.address.trim() && !pointOf(form);

interface NearbyPlacesToolProps {
  draft: PropertyDraft;
  LocationPicker: MapSlots['LocationPicker'];
}

/**
 * 'Lugares cercanos': add, edit and remove places around the property (type, name, address and a
 * point on the map). Distance and minutes are computed by the server. A place being typed is
 * saved when the editor leaves the tool, or the editor asks when it cannot be.
 */
export function NearbyPlacesTool({ draft, LocationPicker }: NearbyPlacesToolProps) {
  const types = useNearbyPlaceTypesQuery();
  const save = useSaveNearbyPlace(draft.propertyDraftId);
  const remove = useDeleteNearbyPlace(draft.propertyDraftId);
  const { track, registerFlush, setUnsaved } = useSaveTracker();
  const { control, setValue, getValues, reset, handleSubmit, clearErrors, formState } = useForm<PlaceForm, unknown, NearbyPlaceInput>({
    defaultValues: EMPTY,
    resolver: placeResolver,
    // As before the form moved to react-hook-form: the messages show, the focus stays where it is.
    shouldFocusError: false,
  });
  const form = useWatch({ control }) as PlaceForm;
  const errors = formState.errors;
  const [removing, setRemoving] = useState<NearbyPlace | null>(null);
  /** A new value gives the map a fresh search box once a place is saved or the form is cleared. */
  const [round, setRound] = useState(0);
  const [focus, setFocus] = useState(() =>
    draft.latitude !== null && draft.longitude !== null ? { latitude: draft.latitude, longitude: draft.longitude } : null,
  );
  const places = nearbyPlacesOf(draft);
  // A place typed or changed waits for its button (or leaving the tool): the header says 'Sin guardar'.
  const loaded = formState.defaultValues;
  const changed = (Object.keys(EMPTY) as Array<keyof PlaceForm>).some((key) => (form[key] ?? null) !== (loaded?.[key] ?? EMPTY[key]));
  useEffect(() => setUnsaved('nearby-place-form', changed), [setUnsaved, changed]);
  useEffect(() => () => setUnsaved('nearby-place-form', false), [setUnsaved]);

  /** A field changed: its message goes until the next save. */
  const change = (patch: Partial<PlaceForm>) => {
    for (const [key, value] of Object.entries(patch) as Array<[keyof PlaceForm, PlaceForm[keyof PlaceForm]]>) {
      setValue(key, value as never);
      clearErrors(key);
    }
  };

  const clear = useCallback(() => {
    reset(EMPTY);
    setRound((r) => r + 1);
  }, [reset]);

  /** Saves the form; false (with its errors shown) when it is incomplete or the call fails. */
  const submitForm = useCallback(async (): Promise<boolean> => {
    let saved = false;
    await handleSubmit(async (body) => {
      try {
        await track('nearby-places', () => save.mutateAsync(body));
        notifySuccess(PLACE_SAVED, TOAST);
        clear();
        saved = true;
      } catch (error) {
        notifyError(saveErrorMessage(error, SAVE_ERROR), TOAST);
      }
    })();
    return saved;
  }, [handleSubmit, track, save, clear]);

  useEffect(
    () =>
      registerFlush('nearby-places', {
        label: 'Lugares cercanos',
        flush: () => (isBlank(getValues()) ? Promise.resolve(true) : submitForm()),
      }),
    [registerFlush, submitForm, getValues],
  );

  const onSubmit = (event: FormEvent) => {
    void submitForm();
    event.preventDefault();
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.propertyNearbyPlaceId);
      notifySuccess(PLACE_DELETED, TOAST);
      if (getValues('propertyNearbyPlaceId') === removing.propertyNearbyPlaceId) reset(EMPTY);
    } catch {
      notifyError(DELETE_ERROR, TOAST);
    }
    setRemoving(null);
  };

  return (
    <Stack gap="lg">
      <ToolHeader
        title="Lugares cercanos"
        description="Colegios, mercados, clínicas… La distancia y el tiempo se calculan desde la ubicación de la propiedad."
      />
      {places.length > 0 && (
        <Stack gap="xs" component="ul" aria-label="Lugares guardados" p={0} m={0} style={{ listStyle: 'none' }}>
          {places.map((place) => (
            <Paper key={place.propertyNearbyPlaceId} withBorder p="sm" component="li" aria-label={place.name}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {place.nearbyPlaceType.name}
                  </Text>
                  <NearbyPlaceLine place={place} />
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={`Editar ${place.name}`}
                    onClick={() => {
                      const next = formOf(place);
                      reset(next);
                      setFocus(pointOf(next));
                    }}
                  >
                    Editar
                  </Button>
                  <Button size="xs" variant="subtle" color="red" aria-label={`Eliminar ${place.name}`} onClick={() => setRemoving(place)}>
                    Eliminar
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label={form.propertyNearbyPlaceId ? 'Editar lugar cercano' : 'Nuevo lugar cercano'}>
        <Stack gap="sm">
          <Text fw={700}>{form.propertyNearbyPlaceId ? 'Editar lugar' : 'Agregar un lugar'}</Text>
          <Select
            label="Tipo de lugar"
            placeholder="Elige un tipo"
            withAsterisk
            searchable
            nothingFoundMessage="Sin resultados"
            data={(types.data ?? []).map((t) => ({ value: String(t.nearbyPlaceTypeId), label: t.name }))}
            value={form.propertyNearbyPlaceTypeId === null ? null : String(form.propertyNearbyPlaceTypeId)}
            onChange={(typeId) => change({ propertyNearbyPlaceTypeId: typeId ? Number(typeId) : null })}
            error={errors.propertyNearbyPlaceTypeId?.message ?? (types.isError ? 'No se han podido cargar los tipos de lugar' : undefined)}
          />
          <TextInput
            label="Nombre"
            placeholder="Colegio San Ignacio"
            withAsterisk
            maxLength={120}
            value={form.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
            error={errors.name?.message}
          />
          <TextInput
            label="Dirección del lugar"
            placeholder="Se completa al marcarlo en el mapa"
            maxLength={300}
            value={form.address}
            onChange={(e) => change({ address: e.currentTarget.value })}
          />
          <LocationPicker
            key={round}
            point={pointOf(form)}
            focus={focus}
            onPick={(selection) => change({ address: selection.address, latitude: selection.latitude, longitude: selection.longitude })}
          />
          {(errors.latitude ?? errors.longitude) && (
            <Text size="sm" c="red" role="alert">
              {(errors.latitude ?? errors.longitude)?.message}
            </Text>
          )}
          <Group justify="flex-end">
            {!isBlank(form) && (
              <Button variant="default" onClick={clear}>
                Cancelar
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {form.propertyNearbyPlaceId ? 'Guardar cambios' : 'Agregar lugar'}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Eliminar lugar cercano" centered closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        <Stack gap="md">
          <Text>¿Seguro que quieres eliminar «{removing?.name}»?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancelar
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmRemove()}>
              Eliminar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
