import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

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

export function usePublishingDraftsQuery() {
  return useQuery(publishingDraftsQueryOptions);
}
