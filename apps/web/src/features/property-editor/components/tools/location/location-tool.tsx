import { Stack } from '@mantine/core';
import type { LocationBody, PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCountryLocationsQuery, useCountryStatesQuery } from '../../../../../lib/country-catalogues';
import { lazyZodResolver } from '../../../../../lib/lazy-zod-resolver';
import { notifyError, notifySuccess } from '../../../../../lib/notify';
import { useSetLocation } from '../../../api/save-draft';
import { useSaveTracker } from '../../../hooks/use-save-tracker';
import type { MapSelection, MapSlots } from '../../../lib/map-slots';
import { canSaveSelection } from '../../../lib/place-match';
import { ToolHeader } from '../tool-header';
import { AddressForm } from './address-form';
import { PickedAddress } from './picked-address';
import { useMatchSelection } from './use-match-selection';
import { usePendingSave } from './use-pending-save';
import { SAVE_ERROR, saveErrorMessage } from '../../../lib/save-error';

export const ADDRESS_SAVED = 'Dirección actualizada correctamente.';
export const GEOLOCATION_SAVED = 'Geolocalización actualizada correctamente.';
const DEBOUNCE_MS = 500;
const TOAST = { id: 'tool-location' };

type Point = { latitude: number; longitude: number };

/** The form as it is being filled: nothing chosen yet is null. */
interface LocationFormValues {
  countryState: number | null;
  location: number | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/** The contract's rules of the form, loaded with zod when the agent first saves. */
const locationResolver = lazyZodResolver<LocationFormValues, LocationBody>(() =>
  import('@vitrina/contract/schemas/property-draft').then((m) => m.locationFormSchema),
);

/** The body of a save the tool makes by itself (a locality chosen, a map pick): state and locality are set. */
const bodyOf = (countryState: number, location: number, address: string, point: Point | null): LocationBody => ({
  address: address.trim() || null,
  countryState,
  location,
  latitude: point?.latitude ?? null,
  longitude: point?.longitude ?? null,
});

interface LocationToolProps {
  draft: PropertyDraft;
  LocationPicker: MapSlots['LocationPicker'];
}

/** 'Dirección': state, locality and address text, and a map to place the property. */
export function LocationTool({ draft, LocationPicker }: LocationToolProps) {
  const states = useCountryStatesQuery();
  const { control, setValue, getValues, handleSubmit, clearErrors, formState } = useForm<LocationFormValues, unknown, LocationBody>({
    defaultValues: {
      countryState: draft.address.countryState?.countryStateId ?? null,
      location: draft.address.location?.countryLocationId ?? null,
      address: draft.address.address ?? '',
      latitude: draft.latitude !== null && draft.longitude !== null ? draft.latitude : null,
      longitude: draft.latitude !== null && draft.longitude !== null ? draft.longitude : null,
    },
    resolver: locationResolver,
    // As before the form moved to react-hook-form: the messages show, the focus stays where it is.
    shouldFocusError: false,
  });
  const [stateId, locationId, address, latitude, longitude] = useWatch({ control, name: ['countryState', 'location', 'address', 'latitude', 'longitude'] });
  const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const [picked, setPicked] = useState<MapSelection | null>(null);
  const [focus, setFocus] = useState<Point | null>(null);
  const [unmatched, setUnmatched] = useState(false);
  const locations = useCountryLocationsQuery(stateId);
  const save = useSetLocation(draft.propertyDraftId);
  const { track, setUnsaved, registerFlush } = useSaveTracker();
  /** The save waiting for its 500 ms; run at once when the editor leaves the tool. */
  const later = usePendingSave({ waitingKey: 'geolocation', flushKey: 'location', label: 'Dirección', delayMs: DEBOUNCE_MS });
  /** A change of the form that waits for 'Guardar dirección' (the header says 'Sin guardar'). */
  const held = useRef(false);
  const hold = useCallback(
    (on: boolean) => {
      held.current = on;
      setUnsaved('address-form', on);
    },
    [setUnsaved],
  );
  const matchSelection = useMatchSelection(states.data);

  const setPoint = (next: Point) => {
    setValue('latitude', next.latitude);
    setValue('longitude', next.longitude);
  };

  /** A save that waits 500 ms, then says how it went (its failure also fails the editor's flush). */
  const saveLater = (key: 'location' | 'geolocation', body: LocationBody, saved: string) =>
    later.schedule(() =>
      track(key, () => save.mutateAsync(body)).then(
        () => notifySuccess(saved, TOAST),
        (error: unknown) => {
          notifyError(saveErrorMessage(error, SAVE_ERROR), TOAST);
          throw error;
        },
      ),
    );

  const chooseState = (next: number | null) => {
    // A locality save still waiting belongs to the state left behind.
    later.cancel();
    hold(true);
    setValue('countryState', next);
    setValue('location', null);
    clearErrors('countryState');
  };

  /**
   * A locality chosen in the form: the map moves to it; when the draft has no point yet, the
   * locality's coordinates become its point (the agent may then move the pin), and state,
   * locality and point save by themselves after 500 ms.
   */
  const chooseLocality = (next: number | null) => {
    hold(true);
    setValue('location', next);
    clearErrors('location');
    const locality = locations.data?.find((l) => l.countryLocationId === next);
    if (!stateId || !next || !locality) return;
    const centre = { latitude: locality.latitude, longitude: locality.longitude };
    setFocus(centre);
    const nextPoint = point ?? centre;
    setPoint(nextPoint);
    hold(false);
    saveLater('location', bodyOf(stateId, next, getValues('address'), nextPoint), ADDRESS_SAVED);
  };

  /** Saves the form; resolves false when it is invalid or the save failed (the form keeps it). */
  const { cancel: cancelLater } = later;
  const { mutateAsync } = save;
  const saveForm = useCallback(async () => {
    let saved = false;
    await handleSubmit(async (body) => {
      cancelLater();
      try {
        await track('location', () => mutateAsync(body));
        hold(false);
        notifySuccess(ADDRESS_SAVED, TOAST);
        saved = true;
      } catch (error) {
        notifyError(saveErrorMessage(error, SAVE_ERROR), TOAST);
      }
    })();
    return saved;
  }, [handleSubmit, cancelLater, track, mutateAsync, hold]);
  const submit = () => void saveForm();

  // Leaving the tool saves a valid form that waits for its button; an invalid one is asked about.
  useEffect(() => registerFlush('address-form', { label: 'Dirección', flush: () => (held.current ? saveForm() : Promise.resolve(true)) }), [registerFlush, saveForm]);
  useEffect(() => () => setUnsaved('address-form', false), [setUnsaved]);

  /** A map click or search result: fill the form and, when it can, save after 500 ms. */
  const onPick = async (selection: MapSelection) => {
    later.cancel();
    hold(true);
    setPicked(selection);
    setValue('address', selection.address);
    setPoint(selection);
    const next = await matchSelection(selection, { stateId, locationId });
    setValue('countryState', next.stateId);
    setValue('location', next.locationId);
    clearErrors();
    const ready = Boolean(next.stateId && next.locationId) && canSaveSelection(selection);
    setUnmatched(!ready);
    if (!ready || !next.stateId || !next.locationId) return;
    hold(false);
    saveLater('geolocation', bodyOf(next.stateId, next.locationId, selection.address, selection), GEOLOCATION_SAVED);
  };

  return (
    <Stack gap="lg">
      <ToolHeader title="Dirección" description="Elige el estado y la localidad, y marca la propiedad en el mapa." />
      <AddressForm
        states={(states.data ?? []).map((s) => ({ value: String(s.countryStateId), label: s.name }))}
        statesFailed={states.isError}
        locations={(locations.data ?? []).map((l) => ({ value: String(l.countryLocationId), label: l.name }))}
        stateId={stateId === null ? null : String(stateId)}
        locationId={locationId === null ? null : String(locationId)}
        address={address}
        errors={{ state: formState.errors.countryState?.message, location: formState.errors.location?.message }}
        saving={save.isPending}
        onState={(v) => chooseState(v ? Number(v) : null)}
        onLocation={(v) => chooseLocality(v ? Number(v) : null)}
        onAddress={(v) => {
          hold(true);
          setValue('address', v);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      />
      <LocationPicker point={point} focus={focus} onPick={(selection) => void onPick(selection)} />
      {picked && (
        <PickedAddress
          picked={picked}
          unmatched={unmatched}
          stateName={states.data?.find((s) => s.countryStateId === stateId)?.name}
          locationName={locations.data?.find((l) => l.countryLocationId === locationId)?.name}
        />
      )}
    </Stack>
  );
}
