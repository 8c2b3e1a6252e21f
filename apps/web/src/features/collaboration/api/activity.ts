import { useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '@vitrina/contract/paths';
import type { DraftActivity } from '@vitrina/contract/schemas/collaboration';
import { apiRequest } from '../../../lib/api-client';

/** The server's page size of the listing's timeline (the contract's ACTIVITY_PAGE_SIZE). */
export const ACTIVITY_PAGE = 20;

/** How often the open drawer reads the timeline again. */
export const ACTIVITY_REFRESH_MS = 30_000;

export const draftActivityKey = (propertyDraftId: string) => ['property-drafts', 'activity', propertyDraftId] as const;

interface ActivityPage {
  rows: DraftActivity[];
  /** The offset of the next page, or null after the last one. */
  next: number | null;
}

/** GET /property-drafts/{id}/activity: who changed what, newest first, a page at a time ('Cargar más'). */
export function useDraftActivityQuery(propertyDraftId: string) {
  return useInfiniteQuery({
    queryKey: draftActivityKey(propertyDraftId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ActivityPage> => {
      const { data, metadata } = await apiRequest<DraftActivity[]>(paths.draftActivity(propertyDraftId), { query: { limit: ACTIVITY_PAGE, offset: pageParam }, signal });
      const rows = data ?? [];
      const total = metadata.pagination?.total;
      const seen = pageParam + rows.length;
      const more = total === undefined ? rows.length === ACTIVITY_PAGE : seen < total;
      return { rows, next: more && rows.length > 0 ? seen : null };
    },
    getNextPageParam: (last) => last.next,
    // Every opening shows what changed since: the drawer reads it afresh, and while it stays open
    // it reads again every 30 s and when the agent comes back to the browser tab, so a
    // collaborator's change appears without closing it.
    staleTime: 0,
    refetchInterval: ACTIVITY_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
