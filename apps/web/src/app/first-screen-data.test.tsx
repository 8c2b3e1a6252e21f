import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillFirstScreen, FIRST_SCREEN_DATA_WAIT_MS, noteFirstScreenQueries, resetFirstScreenQueries } from './first-screen-data';
import { createQueryClient } from './query-client';

/**
 * Issue 15: the first page's blocks draw their rows in the page's first frame, not in a second
 * render after the first paint (blocking time on a phone, and a layout shift).
 */
function Tasks({ staleTime }: { staleTime?: number }) {
  const tasks = useQuery({ queryKey: ['tasks'], queryFn: () => Promise.resolve(['Llamar a Ana (otra vez)']), staleTime });
  return <p>{tasks.data ? tasks.data[0] : 'Cargando tareas'}</p>;
}

describe("the first screen's answers", () => {
  let client: QueryClient;
  beforeEach(() => {
    resetFirstScreenQueries();
    client = createQueryClient();
  });
  afterEach(() => vi.useRealTimers());

  it("are in the cache before the first page is drawn, so its first frame shows them, asked for once", async () => {
    const queryFn = vi.fn(() => Promise.resolve(['Llamar a Ana']));
    noteFirstScreenQueries([{ queryKey: ['tasks'], queryFn }]);
    await fillFirstScreen(client);
    render(
      <QueryClientProvider client={client}>
        <Tasks />
      </QueryClientProvider>,
    );
    // The very first render: no placeholder, and the page did not ask again.
    expect(screen.getByText('Llamar a Ana')).toBeInTheDocument();
    expect(screen.queryByText('Cargando tareas')).toBeNull();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('are noted for the first navigation only', async () => {
    noteFirstScreenQueries([{ queryKey: ['first'], queryFn: () => Promise.resolve(1) }]);
    await fillFirstScreen(client);
    const later = vi.fn(() => Promise.resolve(2));
    noteFirstScreenQueries([{ queryKey: ['later'], queryFn: later }]);
    await fillFirstScreen(client);
    expect(client.getQueryData(['first'])).toBe(1);
    expect(later).not.toHaveBeenCalled();
  });

  it('leave a query that asks on every visit to its page, and a failed one to its retries', async () => {
    const everyVisit = vi.fn(() => Promise.resolve(1));
    const failing = vi.fn(() => Promise.reject(new Error('503')));
    noteFirstScreenQueries([
      { queryKey: ['draft'], queryFn: everyVisit, staleTime: 0 },
      { queryKey: ['broken'], queryFn: failing },
    ]);
    await fillFirstScreen(client);
    expect(everyVisit).not.toHaveBeenCalled();
    // One try here, none of the retries the page's query makes.
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('wait at most FIRST_SCREEN_DATA_WAIT_MS for an answer still on its way', async () => {
    vi.useFakeTimers();
    noteFirstScreenQueries([{ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) }]);
    let drawn = false;
    void fillFirstScreen(client).then(() => (drawn = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
    expect(drawn).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toBe(true);
  });
});
