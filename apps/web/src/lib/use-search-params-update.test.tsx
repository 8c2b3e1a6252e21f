import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type SearchParamsChange, useSearchParamsUpdate } from './use-search-params-update';

type Update = (change: SearchParamsChange) => void;

/** A page that keeps the update function of its first render, as an answer's callback would. */
function setup(initial = '/tasks?task=t1') {
  const kept: { update?: Update } = {};
  function Page() {
    const update = useSearchParamsUpdate();
    kept.update ??= update;
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/tasks', element: <Page /> },
      { path: '/dashboard', element: null },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, url, later: (change: SearchParamsChange) => act(() => kept.update!(change)) };
}

describe('useSearchParamsUpdate', () => {
  it('changes the parameters the URL has now, not those the page rendered with', async () => {
    const { router, url, later } = setup();
    // The agent searches and closes the panel while a status change is on its way.
    await act(() => router.navigate('/tasks?searchQuery=perez'));
    later((next) => next.set('from', 'updateTaskStatus'));
    expect(url()).toBe('/tasks?searchQuery=perez&from=updateTaskStatus');
  });

  it('drops a change asked for by a page the agent has left', async () => {
    const { router, url, later } = setup();
    await act(() => router.navigate('/dashboard?tab=today'));
    later((next) => next.set('from', 'updateTaskStatus'));
    expect(url()).toBe('/dashboard?tab=today');
  });

  it('removes the question mark when no parameter is left', async () => {
    const { url, later } = setup();
    later((next) => next.delete('task'));
    expect(url()).toBe('/tasks');
  });
});
