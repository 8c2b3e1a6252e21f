import { useQueryClient } from '@tanstack/react-query';
import type { CountryState } from '@vitrina/contract/schemas/catalogues';
import { countryLocationsQueryOptions, countryStatesQueryOptions } from '../../../../../lib/country-catalogues';
import type { MapSelection } from '../../../lib/map-slots';
import { matchByName } from '../../../lib/place-match';

interface Chosen {
  stateId: number | null;
  locationId: number | null;
}

/**
 * The state and locality of the catalogues that a map selection names. What does not match keeps
 * the form's choice (the locality only while the state stays the same); when the catalogues cannot
 * be read, the form's choice stays and the agent picks them by hand.
 */
export function useMatchSelection(states: CountryState[] | undefined) {
  const queryClient = useQueryClient();
  return async (selection: MapSelection, current: Chosen): Promise<Chosen> => {
    let { stateId, locationId } = current;
    try {
      const allStates = states ?? (await queryClient.fetchQuery(countryStatesQueryOptions));
      const state = matchByName(allStates, selection.stateName);
      if (state) {
        stateId = state.countryStateId;
        const all = await queryClient.fetchQuery(countryLocationsQueryOptions(state.countryStateId));
        const location = matchByName(all, selection.localityName);
        locationId = location ? location.countryLocationId : stateId === current.stateId ? current.locationId : null;
      }
    } catch {
      // The catalogues could not be read: the agent picks them by hand.
    }
    return { stateId, locationId };
  };
}
