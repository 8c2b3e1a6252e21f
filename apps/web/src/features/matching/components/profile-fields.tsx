import { Select, SimpleGrid, Stack } from '@mantine/core';
import { PROFILE_LOCATIONS_MAX, PROFILE_PROPERTY_TYPES_MAX, PROFILE_STATES_MAX } from '@vitrina/contract/enums/matching';
import type { SearchProfileBody } from '@vitrina/contract/schemas/matching';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useCountryStatesQuery } from '../../../lib/country-catalogues';
import type { PropertyType } from '../../../lib/property-catalogues';
import type { ProfileFormValues } from '../lib/profile-form';
import { AmountInput } from './amount-input';
import { PickList } from './pick-list';
import { useLocationOptions } from './use-location-options';


interface ProfileFieldsProps {
  form: UseFormReturn<ProfileFormValues, unknown, SearchProfileBody>;
  propertyTypes: PropertyType[];
  disabled: boolean;
}

const OPERATIONS = [
  { value: '', label: 'Cualquiera' },
  { value: '1', label: 'Alquiler' },
  { value: '2', label: 'Venta' },
];

type AmountName = 'priceMin' | 'priceMax' | 'bedroomsMin' | 'bathroomsMin';

/** The fields of 'Perfil de búsqueda'; each message shows under its field. */
export function ProfileFields({ form, propertyTypes, disabled }: ProfileFieldsProps) {
  const { control, setValue, getValues } = form;
  const chosenStates = useWatch({ control, name: 'countryStates' });
  const states = useCountryStatesQuery();
  const stateList = states.data ?? [];
  const locations = useLocationOptions(chosenStates, stateList);

  const amount = (name: AmountName, label: string, price: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AmountInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={disabled}
          currency={price ? 'USD' : undefined}
          maxDigits={price ? 12 : 2}
        />
      )}
    />
  );

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="operationType"
        render={({ field, fieldState }) => (
          <Select
            label="Operación"
            data={OPERATIONS}
            value={field.value}
            onChange={(v) => field.onChange(v ?? '')}
            error={fieldState.error?.message}
            allowDeselect={false}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="propertyTypes"
        render={({ field, fieldState }) => (
          <PickList
            label="Tipos de propiedad"
            placeholder="Cualquier tipo"
            options={propertyTypes.map((t) => ({ value: String(t.propertyTypeId), label: t.name }))}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            max={PROFILE_PROPERTY_TYPES_MAX}
            disabled={disabled}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {amount('priceMin', 'Precio mínimo (USD)', true)}
        {amount('priceMax', 'Precio máximo (USD)', true)}
      </SimpleGrid>
      <Controller
        control={control}
        name="countryStates"
        render={({ field, fieldState }) => (
          <PickList
            label="Estados"
            placeholder="Cualquier estado"
            options={stateList.map((s) => ({ value: String(s.countryStateId), label: s.name }))}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              // A state taken away takes its localities with it.
              const current = getValues('countryLocations');
              const kept = current.filter((l) => {
                const state = locations.stateOf.get(l);
                return state === undefined || next.includes(state);
              });
              if (kept.length !== current.length) setValue('countryLocations', kept, { shouldDirty: true });
            }}
            error={fieldState.error?.message}
            max={PROFILE_STATES_MAX}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="countryLocations"
        render={({ field, fieldState }) => (
          <PickList
            label="Localidades"
            placeholder={chosenStates.length === 0 ? 'Elige primero un estado' : 'Cualquier localidad de esos estados'}
            options={locations.options}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            max={PROFILE_LOCATIONS_MAX}
            disabled={disabled || chosenStates.length === 0}
          />
        )}
      />
      <SimpleGrid cols={2} spacing="md">
        {amount('bedroomsMin', 'Habitaciones (mínimo)', false)}
        {amount('bathroomsMin', 'Baños (mínimo)', false)}
      </SimpleGrid>
    </Stack>
  );
}
