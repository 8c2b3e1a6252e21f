import { waitFor } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

/** A client whose checklist query is watched (as the floating panel does), answering `rows`. */
function watchedMilestones(rows: number[]) {
  const client = createQueryClient();
  const fetchMilestones = vi.fn(async () => rows.map((type) => ({ type })));
  const observer = new QueryObserver(client, { queryKey: ['milestones'], queryFn: fetchMilestones });
  const unsubscribe = observer.subscribe(() => {});
  return { client, fetchMilestones, unsubscribe };
}

async function write(client: ReturnType<typeof createQueryClient>) {
  await client.getMutationCache().build(client, { mutationFn: async () => 'saved' }).execute(undefined);
}

describe('query client', () => {
  it('asks for the milestones again after a write while some are missing', async () => {
    const { client, fetchMilestones, unsubscribe } = watchedMilestones([1, 2]);
    await waitFor(() => expect(fetchMilestones).toHaveBeenCalledTimes(1));
    await write(client);
    await waitFor(() => expect(fetchMilestones).toHaveBeenCalledTimes(2));
    unsubscribe();
  });

  it('leaves them alone once all five are in', async () => {
    const { client, fetchMilestones, unsubscribe } = watchedMilestones([1, 2, 3, 4, 5]);
    await waitFor(() => expect(fetchMilestones).toHaveBeenCalledTimes(1));
    await write(client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMilestones).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
