import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@vitrina/contract/errors';
import { ALL_MILESTONES } from '../features/milestones/all-milestones';

const MILESTONES_KEY = ['milestones'] as const;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Milestones are reached by the agent's own writes (a first customer, a photo, a
    // connection): after any write, the checklist asks again until every milestone is in.
    mutationCache: new MutationCache({
      onSuccess: () => {
        const rows = client.getQueryData<unknown[]>(MILESTONES_KEY);
        if (rows && rows.length >= ALL_MILESTONES.length) return;
        void client.invalidateQueries({ queryKey: MILESTONES_KEY });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on a retry.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
