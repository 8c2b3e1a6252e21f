import '@mantine/core/styles/Combobox.css';
import { Select, SimpleGrid } from '@mantine/core';
import type { CountryLocation } from '@vitrina/contract/schemas/catalogues';
import { useWatch, type FieldErrors, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useCountryLocationsQuery, useCountryStatesQuery } from '../../../lib/country-catalogues';

interface LocationFieldsProps {
  countryState: string;
  location: string;
  onCountryStateChange: (value: string) => void;
  onLocationChange: (value: string, location: CountryLocation | null) => void;
  countryStateError?: string;
  locationError?: string;
  size?: string;
}

/**
 * Estado and Localidad, both searchable. The locality list is that of the chosen state and stays
 * disabled until a state is chosen (spec 1 §2.8, spec 2 §5).
 */
export function LocationFields(props: LocationFieldsProps) {
  const states = useCountryStatesQuery();
  const stateId = props.countryState ? Number(props.countryState) : null;
  const locations = useCountryLocationsQuery(stateId);

  const stateOptions = (states.data ?? []).map((s) => ({ value: String(s.countryStateId), label: s.name }));
  const locationOptions = (locations.data ?? []).map((l) => ({ value: String(l.countryLocationId), label: l.name }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        size={props.size}
        label="Estado"
        placeholder={states.isError ? 'No se pudieron cargar los estados' : 'Selecciona un estado'}
        data={stateOptions}
        value={props.countryState || null}
        onChange={(value) => props.onCountryStateChange(value ?? '')}
        searchable
        nothingFoundMessage="No hay resultados"
        error={props.countryStateError}
        disabled={states.isPending && !states.data}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        size={props.size}
        label="Localidad"
        placeholder={stateId ? 'Selecciona una localidad' : 'Primero selecciona un estado'}
        data={locationOptions}
        value={props.location || null}
        onChange={(value) =>
          props.onLocationChange(value ?? '', locations.data?.find((l) => String(l.countryLocationId) === value) ?? null)
        }
        searchable
        nothingFoundMessage="No hay resultados"
        error={props.locationError}
        disabled={!stateId}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}

interface LocationValues {
  countryState: string;
  location: string;
}

export interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

interface FormLocationFieldsProps<T extends FieldValues & LocationValues> {
  form: Pick<UseFormReturn<T>, 'control' | 'setValue' | 'formState'>;
  /** The chosen locality's point, sent with the profile; cleared when the state changes. */
  onCoordinatesChange: (point: Coordinates) => void;
  /** Whether the cleared locality is validated again when the state changes (settings: once submitted; onboarding: never). */
  revalidateClearedLocation: boolean;
  size?: string;
}

/** LocationFields bound to a profile form's countryState and location (onboarding and settings). */
export function FormLocationFields<T extends FieldValues & LocationValues>({
  form,
  onCoordinatesChange,
  revalidateClearedLocation,
  size,
}: FormLocationFieldsProps<T>) {
  const { control, setValue, formState } = form;
  const [countryState, locationId] = useWatch({ control, name: ['countryState', 'location'] as Path<T>[] }) as unknown as [string, string];
  const validate = formState.isSubmitted;
  const set = (name: 'countryState' | 'location', value: string, shouldValidate: boolean) =>
    setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldValidate });
  const errors = formState.errors as FieldErrors<LocationValues>;
  return (
    <LocationFields
      size={size}
      countryState={countryState}
      location={locationId}
      countryStateError={errors.countryState?.message}
      locationError={errors.location?.message}
      onCountryStateChange={(value) => {
        set('countryState', value, validate);
        set('location', '', revalidateClearedLocation && validate);
        onCoordinatesChange({ latitude: null, longitude: null });
      }}
      onLocationChange={(value, location) => {
        set('location', value, validate);
        onCoordinatesChange({ latitude: location?.latitude ?? null, longitude: location?.longitude ?? null });
      }}
    />
  );
}
