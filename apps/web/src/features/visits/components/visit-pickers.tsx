import { useCustomerChoices, useListingChoices } from '../api/visit-choices';
import { listingChoiceOf, type ListingChoice } from '../lib/listing-choice';
import { SearchPicker, usePickerSearch, type PickerOption } from './search-picker';

interface PickerProps<T> {
  value: string | null;
  onChange: (value: T | null) => void;
  /** The chosen option's name, for a visit that already has one. */
  known?: PickerOption | null;
  error?: string;
  disabled?: boolean;
}

/** 'Cliente': one of the agent's customers, searched by name, e-mail or phone. */
export function CustomerPicker({ value, onChange, known, error, disabled }: PickerProps<string>) {
  const picker = usePickerSearch(value, known);
  const query = useCustomerChoices(picker.term, picker.opened && !disabled);
  const data = picker.dataOf((query.data ?? []).map((t) => ({ value: t.tenantId, label: t.fullName })));
  return (
    <SearchPicker
      label="Cliente"
      placeholder="Busca un cliente"
      value={value}
      onChange={(id) => {
        picker.remember(data.find((o) => o.value === id) ?? null);
        onChange(id);
      }}
      {...picker.field}
      data={data}
      loading={query.isFetching}
      error={error}
      disabled={disabled}
    />
  );
}

/** 'Propiedad (opcional)': a draft or listing of the agent's, shared ones included. */
export function ListingPicker({ value, onChange, known, error, disabled }: PickerProps<ListingChoice>) {
  const picker = usePickerSearch(value, known);
  const query = useListingChoices(picker.term, picker.opened && !disabled);
  const choices = (query.data ?? []).map(listingChoiceOf);
  const data = picker.dataOf(choices.map((c) => ({ value: c.propertyDraftId, label: c.title })));
  const pick = (id: string | null) => {
    const option = data.find((o) => o.value === id) ?? null;
    picker.remember(option);
    if (!id || !option) return onChange(null);
    onChange(choices.find((c) => c.propertyDraftId === id) ?? { propertyDraftId: id, title: option.label, address: '' });
  };
  return (
    <SearchPicker
      label="Propiedad (opcional)"
      placeholder="Busca una propiedad"
      value={value}
      onChange={pick}
      {...picker.field}
      data={data}
      loading={query.isFetching}
      error={error}
      disabled={disabled}
      clearable
    />
  );
}
