import { Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { sexLabels } from '@vitrina/contract/enums/sex';
import { documentTypeLabels, TenantType, tenantTypeLabels } from '@vitrina/contract/enums/tenant';
import { useCountryLocationsQuery, useCountryStatesQuery } from '../../../lib/country-catalogues';
import { bindSelect, type CustomerFormApi } from '../lib/customer-form-bindings';
import { BirthDateFields } from './birth-date-fields';

const sexOptions = Object.entries(sexLabels).map(([value, label]) => ({ value, label }));
const documentOptions = Object.entries(documentTypeLabels).map(([value, label]) => ({ value, label }));

interface DetailFieldsProps {
  form: CustomerFormApi;
  disabled: boolean;
}

/** Everything after the phone and the e-mail, in one two-column grid. */
export function CustomerDetailFields({ form, disabled, isLead }: DetailFieldsProps & { isLead: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PersonFields form={form} disabled={disabled} />
      <TypeAndPlaceFields form={form} disabled={disabled} isLead={isLead} />
    </SimpleGrid>
  );
}

/** Names, sex, document and birth date. */
function PersonFields({ form, disabled }: DetailFieldsProps) {
  const { register, setValue, watch, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <TextInput label="Nombre(s)" required {...register('firstName')} error={errors.firstName?.message} disabled={disabled} />
      <TextInput label="Apellido(s)" required {...register('lastName')} error={errors.lastName?.message} disabled={disabled} />
      <Select {...bindSelect(form, 'sex')} label="Sexo" placeholder="Sin especificar" data={sexOptions} clearable disabled={disabled} />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Select
          {...bindSelect(form, 'documentType')}
          label="Documento"
          aria-label="Tipo de documento"
          data={documentOptions}
          allowDeselect={false}
          w={96}
          disabled={disabled}
        />
        <TextInput
          label="Número de documento"
          style={{ flex: 1 }}
          {...register('documentNumber')}
          error={errors.documentNumber?.message}
          disabled={disabled}
        />
      </Group>
      <BirthDateFields
        day={watch('birthDay')}
        month={watch('birthMonth')}
        year={watch('birthYear')}
        onChange={(next) => {
          setValue('birthMonth', next.month);
          setValue('birthYear', next.year);
          setValue('birthDay', next.day, { shouldValidate: formState.isSubmitted });
        }}
        error={errors.birthDay?.message}
        disabled={disabled}
      />
    </>
  );
}

/** The customer type (a lead may stay one; others are buyer or seller), the state and the locality. */
function TypeAndPlaceFields({ form, disabled, isLead }: DetailFieldsProps & { isLead: boolean }) {
  const countryState = form.watch('countryState');
  const states = useCountryStatesQuery();
  const locations = useCountryLocationsQuery(countryState ?? null);
  const typeOptions = (isLead ? [1, 2, 3] : [2, 3]).map((t) => ({ value: String(t), label: tenantTypeLabels[t as TenantType] }));
  const stateSelect = bindSelect(form, 'countryState');
  return (
    <>
      <Select {...bindSelect(form, 'tenantType')} label="Tipo de cliente" required data={typeOptions} allowDeselect={false} disabled={disabled || isLead} />
      <Select
        {...stateSelect}
        label="Estado"
        placeholder="Selecciona un estado"
        searchable
        clearable
        nothingFoundMessage="Sin resultados"
        data={(states.data ?? []).map((s) => ({ value: String(s.countryStateId), label: s.name }))}
        onChange={(v) => {
          stateSelect.onChange(v);
          form.setValue('countryLocation', null);
        }}
        disabled={disabled}
      />
      <Select
        {...bindSelect(form, 'countryLocation')}
        label="Localidad"
        placeholder="Selecciona una localidad"
        searchable
        clearable
        nothingFoundMessage="Sin resultados"
        data={(locations.data ?? []).map((l) => ({ value: String(l.countryLocationId), label: l.name }))}
        disabled={disabled || !countryState}
      />
    </>
  );
}
