import { Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { SubmitRow } from '../../../../../components/submit-row';

interface Option {
  value: string;
  label: string;
}

interface AddressFormProps {
  states: Option[];
  statesFailed: boolean;
  locations: Option[];
  stateId: string | null;
  locationId: string | null;
  address: string;
  errors: { state?: string; location?: string };
  saving: boolean;
  onState: (stateId: string | null) => void;
  onLocation: (locationId: string | null) => void;
  onAddress: (address: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/** The 'Dirección' form: state, locality (of the state), the address text and 'Guardar dirección'. */
export function AddressForm(props: AddressFormProps) {
  const { states, statesFailed, locations, stateId, locationId, address, errors, saving } = props;
  return (
    <Paper withBorder p="md" component="form" onSubmit={props.onSubmit} noValidate aria-label="Dirección">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Estado"
            placeholder="Elige un estado"
            withAsterisk
            searchable
            nothingFoundMessage="Sin resultados"
            data={states}
            value={stateId}
            onChange={props.onState}
            error={errors.state ?? (statesFailed ? 'No se han podido cargar los estados' : undefined)}
          />
          <Select
            label="Localidad"
            placeholder="Elige una localidad"
            withAsterisk
            searchable
            nothingFoundMessage="Sin resultados"
            disabled={!stateId}
            data={locations}
            value={locationId}
            onChange={props.onLocation}
            error={errors.location}
          />
        </SimpleGrid>
        <TextInput
          label="Dirección"
          placeholder="Calle, urbanización, edificio…"
          value={address}
          maxLength={300}
          onChange={(e) => props.onAddress(e.currentTarget.value)}
        />
        <SubmitRow loading={saving}>Guardar dirección</SubmitRow>
      </Stack>
    </Paper>
  );
}
