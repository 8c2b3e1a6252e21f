import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestStatus } from '@vitrina/contract/enums/matching';
import { INTERESTS_PAGE_SIZE } from '@vitrina/contract/enums/matching';
import { paths } from '@vitrina/contract/paths';
import type { Interest } from '@vitrina/contract/schemas/matching';
import { api } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { fetchPage, pagedQueryOptions, type Page } from '../../../lib/paged-list';
import { matchingKey, matchingKeys } from './keys';

/** GET /tenants/{id}/interests: the listings linked to the customer, with their status, 50 a page. */
export function fetchInterests(tenantId: string, page: number, signal?: AbortSignal): Promise<Page<Interest>> {
  return fetchPage<Interest>(paths.tenantInterests(tenantId), { page, pageSize: INTERESTS_PAGE_SIZE, signal });
}

export function interestsQueryOptions(tenantId: string, page: number) {
  return pagedQueryOptions([...matchingKeys.interests(tenantId), page] as const, (signal) => fetchInterests(tenantId, page, signal));
}

export function useInterestsQuery(tenantId: string, page: number) {
  return useQuery(interestsQueryOptions(tenantId, page));
}

export const INTEREST_FAILED = 'No se pudo registrar el interés. Por favor, vuelve a intentarlo.';
export const REMOVE_FAILED = 'No se pudo quitar la propiedad. Por favor, vuelve a intentarlo.';

export interface InterestTarget {
  tenantId: string;
  propertyDraftId: string;
}

/** PUT /tenants/{id}/interests/{propertyDraftId}: links the listing to the customer, or changes the status. */
export function setInterest(input: InterestTarget & { status: InterestStatus }): Promise<Interest> {
  return api.put<Interest>(paths.tenantInterest(input.tenantId, input.propertyDraftId), { status: input.status });
}

/** DELETE /tenants/{id}/interests/{propertyDraftId}: removes the link. */
export async function removeInterest(input: InterestTarget): Promise<void> {
  await api.delete(paths.tenantInterest(input.tenantId, input.propertyDraftId));
}

/**
 * Both mutations ask every matching list again (the interest shows on the matches both ways and
 * in the customer's list) and call `onChanged` (the page refreshes the customer's timeline).
 */
function useInterestMutation<I extends InterestTarget, R>(fn: (input: I) => Promise<R>, failure: string, onChanged?: (input: I) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onError: () => notifyError(failure),
    onSuccess: async (_result, input) => {
      onChanged?.(input);
      await queryClient.invalidateQueries({ queryKey: matchingKey });
    },
  });
}

export function useSetInterest(onChanged?: (input: InterestTarget) => void) {
  return useInterestMutation(setInterest, INTEREST_FAILED, onChanged);
}

export function useRemoveInterest(onChanged?: (input: InterestTarget) => void) {
  return useInterestMutation(removeInterest, REMOVE_FAILED, onChanged);
}
