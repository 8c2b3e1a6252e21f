import { useQueries } from '@tanstack/react-query';
import { countryLocationsQueryOptions } from '../../../lib/country-catalogues';
import type { PickOption } from './pick-list';

interface StateRef {
  countryStateId: number;
  name: string;
}

/** The localities of the chosen states, grouped by state; shared with the editor's cache. */
export function useLocationOptions(chosen: string[], states: StateRef[]) {
  const ids = chosen.map(Number);
  const results = useQueries({ queries: ids.map((id) => countryLocationsQueryOptions(id)) });
  const options: PickOption[] = [];
  /** Locality id → the state it belongs to, for dropping localities of a state taken away. */
  const stateOf = new Map<string, string>();
  ids.forEach((id, i) => {
    const group = states.find((s) => s.countryStateId === id)?.name ?? '';
    for (const l of results[i]?.data ?? []) {
      options.push({ value: String(l.countryLocationId), label: l.name, group });
      stateOf.set(String(l.countryLocationId), String(id));
    }
  });
  return { options, stateOf };
}
