import { useQuery } from '@tanstack/react-query';
import { MATCHES_PAGE_SIZE } from '@vitrina/contract/enums/matching';
import { paths } from '@vitrina/contract/paths';
import type { CustomerMatch } from '@vitrina/contract/schemas/matching';
import { fetchPage, pagedQueryOptions, type Page } from '../../../lib/paged-list';
import { matchingKeys } from './keys';

/** GET /property-drafts/{id}/matches: the agent's customers whose profile the listing fits, best first. */
export function fetchDraftMatches(propertyDraftId: string, page: number, signal?: AbortSignal): Promise<Page<CustomerMatch>> {
  return fetchPage<CustomerMatch>(paths.draftMatches(propertyDraftId), { page, pageSize: MATCHES_PAGE_SIZE, signal });
}

export function draftMatchesQueryOptions(propertyDraftId: string, page: number) {
  return pagedQueryOptions([...matchingKeys.draftMatches(propertyDraftId), page] as const, (signal) =>
    fetchDraftMatches(propertyDraftId, page, signal),
  );
}

export function useDraftMatchesQuery(propertyDraftId: string, page: number) {
  return useQuery(draftMatchesQueryOptions(propertyDraftId, page));
}
