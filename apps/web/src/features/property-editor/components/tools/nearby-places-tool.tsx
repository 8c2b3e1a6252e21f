import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { nearbyPlacesOf, useDeleteNearbyPlace, useNearbyPlaceTypesQuery, useSaveNearbyPlace, type NearbyPlace } from '../../api/nearby-places';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import type { MapSlots } from '../../lib/map-slots';
import { NearbyPlaceLine } from '../preview/nearby-places-preview';
import { SAVE_ERROR } from './property-tool';
import { ToolHeader } from './tool-header';

export const PLACE_SAVED = 'Lugar cercano guardado correctamente.';
export const PLACE_DELETED = 'Lugar cercano eliminado correctamente.';
export const DELETE_ERROR = 'Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.';
export const placeMessages = {
  type: 'Debe seleccionar un tipo de lugar',
  name: 'Debe escribir el nombre del lugar',
  point: 'Marca el lugar en el mapa o búscalo por su dirección',
} as const;
const TOAST = { id: 'tool-nearby-places' };

interface PlaceForm {
  id: string | null;
  typeId: string | null;
  name: string;
  address: string;
  point: { latitude: number; longitude: number } | null;
}
type FormErrors = Partial<Record<'type' | 'name' | 'point', string>>;

const EMPTY: PlaceForm = { id: null, typeId: null, name: '', address: '', point: null };

function formOf(place: NearbyPlace): PlaceForm {
  return {
    id: place.propertyNearbyPlaceId,
    typeId: String(place.nearbyPlaceType.nearbyPlaceTypeId),
    name: place.name,
    address: place.address ?? '',
    point: { latitude: place.latitude, longitude: place.longitude },
  };
}

function errorsOf(form: PlaceForm): FormErrors {
  return {
    type: form.typeId ? undefined : placeMessages.type,
    name: form.name.trim() ? undefined : placeMessages.name,
    point: form.point ? undefined : placeMessages.point,
  };
}

const isBlank = (form: PlaceForm) => !form.id && !form.typeId && !form.name.trim() && !form.address.trim() && !form.point;

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
  const { track, registerFlush } = useSaveTracker();
  const [form, setForm] = useState<PlaceForm>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [removing, setRemoving] = useState<NearbyPlace | null>(null);
  /** A new value gives the map a fresh search box once a place is saved or the form is cleared. */
  const [round, setRound] = useState(0);
  const [focus, setFocus] = useState(() =>
    draft.latitude !== null && draft.longitude !== null ? { latitude: draft.latitude, longitude: draft.longitude } : null,
  );
  const latest = useRef(form);
  latest.current = form;
  const places = nearbyPlacesOf(draft);

  const change = (patch: Partial<PlaceForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      if ('typeId' in patch) delete next.type;
      if ('name' in patch) delete next.name;
      if ('point' in patch) delete next.point;
      return next;
    });
  };

  /** Saves the form; false (with its errors shown) when it is incomplete or the call fails. */
  const submitForm = useCallback(
    async (values: PlaceForm): Promise<boolean> => {
      const found = errorsOf(values);
      setErrors(found);
      if (found.type || found.name || found.point || !values.point) return false;
      try {
        await track('nearby-places', () =>
          save.mutateAsync({
            propertyNearbyPlaceId: values.id,
            propertyNearbyPlaceTypeId: Number(values.typeId),
            name: values.name.trim(),
            address: values.address.trim() || null,
            latitude: values.point!.latitude,
            longitude: values.point!.longitude,
          }),
        );
        notifySuccess(PLACE_SAVED, TOAST);
        setForm(EMPTY);
        setRound((r) => r + 1);
        return true;
      } catch {
        notifyError(SAVE_ERROR, TOAST);
        return false;
      }
    },
    [save, track],
  );

  useEffect(
    () =>
      registerFlush('nearby-places', {
        label: 'Lugares cercanos',
        flush: () => (isBlank(latest.current) ? Promise.resolve(true) : submitForm(latest.current)),
      }),
    [registerFlush, submitForm],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitForm(form);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.propertyNearbyPlaceId);
      notifySuccess(PLACE_DELETED, TOAST);
      if (form.id === removing.propertyNearbyPlaceId) setForm(EMPTY);
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
                      setForm(next);
                      setErrors({});
                      setFocus(next.point);
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
      <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label={form.id ? 'Editar lugar cercano' : 'Nuevo lugar cercano'}>
        <Stack gap="sm">
          <Text fw={700}>{form.id ? 'Editar lugar' : 'Agregar un lugar'}</Text>
          <Select
            label="Tipo de lugar"
            placeholder="Elige un tipo"
            withAsterisk
            searchable
            nothingFoundMessage="Sin resultados"
            data={(types.data ?? []).map((t) => ({ value: String(t.nearbyPlaceTypeId), label: t.name }))}
            value={form.typeId}
            onChange={(typeId) => change({ typeId })}
            error={errors.type ?? (types.isError ? 'No se han podido cargar los tipos de lugar' : undefined)}
          />
          <TextInput
            label="Nombre"
            placeholder="Colegio San Ignacio"
            withAsterisk
            maxLength={120}
            value={form.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
            error={errors.name}
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
            point={form.point}
            focus={focus}
            onPick={(selection) => change({ address: selection.address, point: { latitude: selection.latitude, longitude: selection.longitude } })}
          />
          {errors.point && (
            <Text size="sm" c="red" role="alert">
              {errors.point}
            </Text>
          )}
          <Group justify="flex-end">
            {!isBlank(form) && (
              <Button variant="default" onClick={() => (setForm(EMPTY), setErrors({}), setRound((r) => r + 1))}>
                Cancelar
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {form.id ? 'Guardar cambios' : 'Agregar lugar'}
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
