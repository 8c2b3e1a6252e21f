import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

// Drafts being published: the query options and fetcher, apart from the hooks so that the first chunk (app/first-requests.ts) loads without TanStack Query's observers (issue 15).

export interface PublishingDraft {
  propertyDraftId: string;
  title: string | null;
  thumbnail: string | null;
  status: number;
  postStatus: number;
  instagramPost?: { status: number; errorMessage?: string | null } | null;
  facebookPost?: { status: number; errorMessage?: string | null } | null;
  publishError?: string | null;
}

/** GET /property-drafts?statuses=2: drafts being published now. */
export function fetchPublishingDrafts(): Promise<PublishingDraft[]> {
  return api.get<PublishingDraft[]>(paths.propertyDrafts(), { statuses: 2, limit: 20 });
}

export const publishingDraftsQueryOptions = queryOptions({
  queryKey: ['publishing-panel', 'drafts'] as const,
  queryFn: fetchPublishingDrafts,
  retry: false,
});
