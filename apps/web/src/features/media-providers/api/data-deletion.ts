import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '@vitrina/contract/paths';

export interface DataDeletionStatus {
  confirmationCode: string;
  network: 'instagram' | 'facebook';
  createdAt: string;
  status: 'completed';
}

/** GET /media-providers/data-deletion/{code}: Meta's deletion request status (API key only). */
export function fetchDataDeletion(code: string): Promise<DataDeletionStatus> {
  return api.get<DataDeletionStatus>(paths.dataDeletionStatus(code));
}

export function dataDeletionQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['media-providers', 'data-deletion', code] as const,
    queryFn: () => fetchDataDeletion(code),
  });
}

export function useDataDeletionQuery(code: string) {
  return useQuery(dataDeletionQueryOptions(code));
}
