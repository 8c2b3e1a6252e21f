import { useQuery } from '@tanstack/react-query';
import { publishingDraftsQueryOptions } from './publishing-drafts-options';

export { publishingDraftsQueryOptions, fetchPublishingDrafts, type PublishingDraft } from './publishing-drafts-options';

export function usePublishingDraftsQuery() {
  return useQuery(publishingDraftsQueryOptions);
}
