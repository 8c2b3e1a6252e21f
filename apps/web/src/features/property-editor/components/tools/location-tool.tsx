import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { countryLocationsQueryOptions, useCountryLocationsQuery, useCountryStatesQuery, countryStatesQueryOptions } from '../../../../lib/country-catalogues';
import { useSetLocation } from '../../api/save-draft';
import { useSaveTracker } from '../../hooks/use-save-tracker';
import type { MapSelection, MapSlots } from '../../lib/map-slots';
import { canSaveSelection, matchByName } from '../../lib/place-match';
import { IconMapPin } from '../icons';
import { SAVE_ERROR } from './property-tool';
import { ToolHeader } from './tool-header';

export const ADDRESS_SAVED = 'Dirección actualizada correctamente.';
export const GEOLOCATION_SAVED = 'Geolocalización actualizada correctamente.';
export const addressMessages = { state: 'El estado es requerido', location: 'La ubicación es requerida' } as const;
const DEBOUNCE_MS = 500;
const TOAST = { id: 'tool-location' };

interface LocationToolProps {
  draft: PropertyDraft;
  LocationPicker: MapSlots['LocationPicker'];
}

/** 'Dirección': state, locality and address text, and a map to place the property. */
export function LocationTool({ draft, LocationPicker }: LocationToolProps) {
  const queryClient = useQueryClient();
  const states = useCountryStatesQuery();
  const [stateId, setStateId] = useState<string | null>(draft.address.countryState ? String(draft.address.countryState.countryStateId) : null);
  const [locationId, setLocationId] = useState<string | null>(draft.address.location ? String(draft.address.location.countryLocationId) : null);
  const [address, setAddress] = useState(draft.address.address ?? '');
  const [point, setPoint] = useState(
    draft.latitude !== null && draft.longitude !== null ? { latitude: draft.latitude, longitude: draft.longitude } : null,
  );
  const [picked, setPicked] = useState<MapSelection | null>(null);
  const [focus, setFocus] = useState<{ latitude: number; longitude: number } | null>(null);
  const [unmatched, setUnmatched] = useState(false);
  const [errors, setErrors] = useState<{ state?: string; location?: string }>({});
  const locations = useCountryLocationsQuery(stateId ? Number(stateId) : null);
  const save = useSetLocation(draft.propertyDraftId);
  const { track, setWaiting, registerFlush } = useSaveTracker();
  const timer = useRef<number | undefined>(undefined);
  /** The save waiting for its 500 ms; run at once when the editor leaves the tool. */
  const pending = useRef<(() => Promise<unknown>) | null>(null);

  const runPending = useCallback(async () => {
    window.clearTimeout(timer.current);
    const run = pending.current;
    pending.current = null;
    setWaiting('geolocation', false);
    if (run) await run();
  }, [setWaiting]);

  const schedule = (run: () => Promise<unknown>) => {
    window.clearTimeout(timer.current);
    pending.current = run;
    setWaiting('geolocation', true);
    timer.current = window.setTimeout(() => void runPending().catch(() => undefined), DEBOUNCE_MS);
  };

  useEffect(
    () =>
      registerFlush('location', {
        label: 'Dirección',
        flush: () => runPending().then(() => true, () => false),
      }),
    [registerFlush, runPending],
  );
  useEffect(() => () => void runPending().catch(() => undefined), [runPending]);

  const body = (values: { stateId: string; locationId: string; address: string; point: typeof point }) => ({
    address: values.address.trim() || null,
    countryState: Number(values.stateId),
    location: Number(values.locationId),
    latitude: values.point?.latitude ?? null,
    longitude: values.point?.longitude ?? null,
  });

  /**
   * A locality chosen in the form: the map moves to it; when the draft has no point yet, the
   * locality's coordinates become its point (the agent may then move the pin), and state,
   * locality and point save by themselves after 500 ms.
   */
  const chooseLocality = (nextLocation: string | null) => {
    setLocationId(nextLocation);
    setErrors((e) => ({ ...e, location: undefined }));
    const locality = locations.data?.find((l) => String(l.countryLocationId) === nextLocation);
    if (!stateId || !nextLocation || !locality) return;
    const centre = { latitude: locality.latitude, longitude: locality.longitude };
    setFocus(centre);
    const nextPoint = point ?? centre;
    setPoint(nextPoint);
    const values = { stateId, locationId: nextLocation, address, point: nextPoint };
    schedule(() =>
      track('location', () => save.mutateAsync(body(values))).then(
        () => notifySuccess(ADDRESS_SAVED, TOAST),
        (error: unknown) => {
          notifyError(SAVE_ERROR, TOAST);
          throw error;
        },
      ),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { state: stateId ? undefined : addressMessages.state, location: locationId ? undefined : addressMessages.location };
    setErrors(found);
    if (!stateId || !locationId) return;
    window.clearTimeout(timer.current);
    pending.current = null;
    setWaiting('geolocation', false);
    track('location', () => save.mutateAsync(body({ stateId, locationId, address, point }))).then(
      () => notifySuccess(ADDRESS_SAVED, TOAST),
      () => notifyError(SAVE_ERROR, TOAST),
    );
  };

  /** A map click or search result: fill the form and, when it can, save after 500 ms. */
  const onPick = async (selection: MapSelection) => {
    window.clearTimeout(timer.current);
    pending.current = null;
    setWaiting('geolocation', false);
    setPicked(selection);
    setAddress(selection.address);
    setPoint({ latitude: selection.latitude, longitude: selection.longitude });
    let nextState = stateId;
    let nextLocation = locationId;
    try {
      const allStates = states.data ?? (await queryClient.fetchQuery(countryStatesQueryOptions));
      const state = matchByName(allStates, selection.stateName);
      if (state) {
        nextState = String(state.countryStateId);
        const all = await queryClient.fetchQuery(countryLocationsQueryOptions(state.countryStateId));
        const location = matchByName(all, selection.localityName);
        nextLocation = location ? String(location.countryLocationId) : nextState === stateId ? locationId : null;
      }
    } catch {
      // The catalogues could not be read: the agent picks them by hand.
    }
    setStateId(nextState);
    setLocationId(nextLocation);
    setErrors({});
    const ready = Boolean(nextState && nextLocation) && canSaveSelection(selection);
    setUnmatched(!ready);
    if (!ready || !nextState || !nextLocation) return;
    const values = { stateId: nextState, locationId: nextLocation, address: selection.address, point: selection };
    schedule(() =>
      track('geolocation', () => save.mutateAsync(body(values))).then(
        () => notifySuccess(GEOLOCATION_SAVED, TOAST),
        (error: unknown) => {
          notifyError(SAVE_ERROR, TOAST);
          throw error;
        },
      ),
    );
  };

  const stateName = states.data?.find((s) => String(s.countryStateId) === stateId)?.name;
  const locationName = locations.data?.find((l) => String(l.countryLocationId) === locationId)?.name;

  return (
    <Stack gap="lg">
      <ToolHeader title="Dirección" description="Elige el estado y la localidad, y marca la propiedad en el mapa." />
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label="Dirección">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Estado"
              placeholder="Elige un estado"
              withAsterisk
              searchable
              nothingFoundMessage="Sin resultados"
              data={(states.data ?? []).map((s) => ({ value: String(s.countryStateId), label: s.name }))}
              value={stateId}
              onChange={(v) => {
                // A locality save still waiting belongs to the state left behind.
                window.clearTimeout(timer.current);
                pending.current = null;
                setWaiting('geolocation', false);
                setStateId(v);
                setLocationId(null);
                setErrors((e) => ({ ...e, state: undefined }));
              }}
              error={errors.state ?? (states.isError ? 'No se han podido cargar los estados' : undefined)}
            />
            <Select
              label="Localidad"
              placeholder="Elige una localidad"
              withAsterisk
              searchable
              nothingFoundMessage="Sin resultados"
              disabled={!stateId}
              data={(locations.data ?? []).map((l) => ({ value: String(l.countryLocationId), label: l.name }))}
              value={locationId}
              onChange={chooseLocality}
              error={errors.location}
            />
          </SimpleGrid>
          <TextInput
            label="Dirección"
            placeholder="Calle, urbanización, edificio…"
            value={address}
            maxLength={300}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Guardar dirección
            </Button>
          </Group>
        </Stack>
      </Paper>
      <LocationPicker point={point} focus={focus} onPick={(selection) => void onPick(selection)} />
      {picked && (
        <Paper withBorder p="md" aria-label="Dirección seleccionada" component="section">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconMapPin size={22} aria-hidden />
            <Stack gap={2}>
              <Text fw={600}>{picked.address || 'Sin dirección'}</Text>
              <Text size="sm" c="dimmed">
                {[locationName ?? picked.localityName, stateName ?? picked.stateName].filter(Boolean).join(', ') || '-'}
              </Text>
            </Stack>
          </Group>
          {unmatched && (
            <Alert mt="sm" color="yellow" variant="light">
              Elige el estado y la localidad de la lista y pulsa «Guardar dirección».
            </Alert>
          )}
        </Paper>
      )}
    </Stack>
  );
}
