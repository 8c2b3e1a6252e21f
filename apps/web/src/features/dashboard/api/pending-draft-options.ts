import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

// The dashboard's pending draft: the query options and fetcher, apart from the hooks so that the first chunk (app/first-requests.ts) loads without TanStack Query's observers (issue 15).

/** A draft as the draft list answers it (GET /property-drafts). */
export interface DraftSummary {
  propertyDraftId: string;
  title: string | null;
  thumbnail: string | null;
  propertyType: { propertyTypeId: number; name: string } | null;
  price: number | null;
  operationType: number;
  address: {
    address: string | null;
    countryState: { name: string } | null;
    location: { name: string } | null;
  };
  bedrooms: number;
  bathrooms: number;
  size: number | null;
  status: number;
  postStatus: number;
  updatedAt: string;
}

/** GET /property-drafts?statuses=1&limit=1&withContent=true: the latest edited draft still to publish that has content. */
export async function fetchPendingDraft(): Promise<DraftSummary | null> {
  const drafts = await api.get<DraftSummary[]>(paths.propertyDrafts(), { statuses: 1, limit: 1, withContent: 'true' });
  return drafts[0] ?? null;
}

export const pendingDraftQueryOptions = queryOptions({
  queryKey: ['dashboard', 'pending-draft'] as const,
  queryFn: fetchPendingDraft,
});
