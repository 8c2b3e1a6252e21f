import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export const PICKER_DEBOUNCE_MS = 300;

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * What a picker's field holds as typed, the option chosen (kept even when later results do not
 * hold it) and the term to ask the server for: debounced, and '' while the field shows the chosen
 * option's name (the list then offers everything).
 */
export function usePickerSearch(value: string | null, known: PickerOption | null | undefined) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PickerOption | null>(null);
  // The server is asked once the list is first opened, not when the form opens.
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  const chosen = [picked, known].find((o) => o && o.value === value) ?? null;
  const term = debounced === chosen?.label ? '' : debounced;
  /** The options to show: the latest results, with the chosen one first when they lack it. */
  const dataOf = (options: PickerOption[]) => (chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options);
  const onDropdownOpen = () => setOpened(true);
  return {
    term,
    dataOf,
    remember: setPicked,
    opened,
    /** What SearchPicker takes from this hook: the typed search and the first opening. */
    field: { search, onSearchChange: setSearch, onDropdownOpen },
  };
}

interface SearchPickerProps {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  onDropdownOpen: () => void;
  /** The options found for the latest search, the chosen one first when it is not among them. */
  data: PickerOption[];
  loading: boolean;
  error?: string;
  disabled?: boolean;
  clearable?: boolean;
}

/** A select whose options the server finds from what the agent types (customers, listings). */
export function SearchPicker({ data, loading, ...props }: SearchPickerProps) {
  return (
    <Select
      {...props}
      searchable
      searchValue={props.search}
      data={data}
      // The server has already filtered by what was typed.
      filter={({ options }) => options}
      nothingFoundMessage={loading ? 'Buscando…' : 'Sin resultados'}
      comboboxProps={{ withinPortal: true, zIndex: 1000 }}
    />
  );
}

