import { Stack } from '@mantine/core';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useState, type FormEvent } from 'react';
import { useCountryLocationsQuery, useCountryStatesQuery } from '../../../../../lib/country-catalogues';
import { notifyError, notifySuccess } from '../../../../../lib/notify';
import { useSetLocation } from '../../../api/save-draft';
import { useSaveTracker } from '../../../hooks/use-save-tracker';
import type { MapSelection, MapSlots } from '../../../lib/map-slots';
import { canSaveSelection } from '../../../lib/place-match';
import { SAVE_ERROR } from '../property-tool';
import { ToolHeader } from '../tool-header';
import { AddressForm } from './address-form';
import { PickedAddress } from './picked-address';
import { useMatchSelection } from './use-match-selection';
import { usePendingSave } from './use-pending-save';

export const ADDRESS_SAVED = 'Dirección actualizada correctamente.';
export const GEOLOCATION_SAVED = 'Geolocalización actualizada correctamente.';
export const addressMessages = { state: 'El estado es requerido', location: 'La ubicación es requerida' } as const;
const DEBOUNCE_MS = 500;
const TOAST = { id: 'tool-location' };

type Point = { latitude: number; longitude: number };

interface LocationToolProps {
  draft: PropertyDraft;
  LocationPicker: MapSlots['LocationPicker'];
}

/** 'Dirección': state, locality and address text, and a map to place the property. */
export function LocationTool({ draft, LocationPicker }: LocationToolProps) {
  const states = useCountryStatesQuery();
  const [stateId, setStateId] = useState<string | null>(draft.address.countryState ? String(draft.address.countryState.countryStateId) : null);
  const [locationId, setLocationId] = useState<string | null>(draft.address.location ? String(draft.address.location.countryLocationId) : null);
  const [address, setAddress] = useState(draft.address.address ?? '');
  const [point, setPoint] = useState<Point | null>(
    draft.latitude !== null && draft.longitude !== null ? { latitude: draft.latitude, longitude: draft.longitude } : null,
  );
  const [picked, setPicked] = useState<MapSelection | null>(null);
  const [focus, setFocus] = useState<Point | null>(null);
  const [unmatched, setUnmatched] = useState(false);
  const [errors, setErrors] = useState<{ state?: string; location?: string }>({});
  const locations = useCountryLocationsQuery(stateId ? Number(stateId) : null);
  const save = useSetLocation(draft.propertyDraftId);
  const { track } = useSaveTracker();
  /** The save waiting for its 500 ms; run at once when the editor leaves the tool. */
  const later = usePendingSave({ waitingKey: 'geolocation', flushKey: 'location', label: 'Dirección', delayMs: DEBOUNCE_MS });
  const matchSelection = useMatchSelection(states.data);

  const body = (values: { stateId: string; locationId: string; address: string; point: Point | null }) => ({
    address: values.address.trim() || null,
    countryState: Number(values.stateId),
    location: Number(values.locationId),
    latitude: values.point?.latitude ?? null,
    longitude: values.point?.longitude ?? null,
  });

  /** A save that waits 500 ms, then says how it went (its failure also fails the editor's flush). */
  const saveLater = (key: 'location' | 'geolocation', values: Parameters<typeof body>[0], saved: string) =>
    later.schedule(() =>
      track(key, () => save.mutateAsync(body(values))).then(
        () => notifySuccess(saved, TOAST),
        (error: unknown) => {
          notifyError(SAVE_ERROR, TOAST);
          throw error;
        },
      ),
    );

  const chooseState = (next: string | null) => {
    // A locality save still waiting belongs to the state left behind.
    later.cancel();
    setStateId(next);
    setLocationId(null);
    setErrors((e) => ({ ...e, state: undefined }));
  };

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
    saveLater('location', { stateId, locationId: nextLocation, address, point: nextPoint }, ADDRESS_SAVED);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ state: stateId ? undefined : addressMessages.state, location: locationId ? undefined : addressMessages.location });
    if (!stateId || !locationId) return;
    later.cancel();
    track('location', () => save.mutateAsync(body({ stateId, locationId, address, point }))).then(
      () => notifySuccess(ADDRESS_SAVED, TOAST),
      () => notifyError(SAVE_ERROR, TOAST),
    );
  };

  /** A map click or search result: fill the form and, when it can, save after 500 ms. */
  const onPick = async (selection: MapSelection) => {
    later.cancel();
    setPicked(selection);
    setAddress(selection.address);
    setPoint({ latitude: selection.latitude, longitude: selection.longitude });
    const next = await matchSelection(selection, { stateId, locationId });
    setStateId(next.stateId);
    setLocationId(next.locationId);
    setErrors({});
    const ready = Boolean(next.stateId && next.locationId) && canSaveSelection(selection);
    setUnmatched(!ready);
    if (!ready || !next.stateId || !next.locationId) return;
    saveLater('geolocation', { stateId: next.stateId, locationId: next.locationId, address: selection.address, point: selection }, GEOLOCATION_SAVED);
  };

  return (
    <Stack gap="lg">
      <ToolHeader title="Dirección" description="Elige el estado y la localidad, y marca la propiedad en el mapa." />
      <AddressForm
        states={(states.data ?? []).map((s) => ({ value: String(s.countryStateId), label: s.name }))}
        statesFailed={states.isError}
        locations={(locations.data ?? []).map((l) => ({ value: String(l.countryLocationId), label: l.name }))}
        stateId={stateId}
        locationId={locationId}
        address={address}
        errors={errors}
        saving={save.isPending}
        onState={chooseState}
        onLocation={chooseLocality}
        onAddress={setAddress}
        onSubmit={submit}
      />
      <LocationPicker point={point} focus={focus} onPick={(selection) => void onPick(selection)} />
      {picked && (
        <PickedAddress
          picked={picked}
          unmatched={unmatched}
          stateName={states.data?.find((s) => String(s.countryStateId) === stateId)?.name}
          locationName={locations.data?.find((l) => String(l.countryLocationId) === locationId)?.name}
        />
      )}
    </Stack>
  );
}
