import '@mantine/core/styles/Combobox.css';
import { Select, SimpleGrid } from '@mantine/core';
import type { CountryLocation } from '@vitrina/contract/schemas/catalogues';
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
