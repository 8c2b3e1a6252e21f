import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageOrWait, FIRST_PAGE_WAIT_MS } from './app';
import { viewWhenReady } from './router';

/**
 * Issue 15: a signed-in page's first screen is the page itself. main.tsx draws the app once the
 * router has its first page, or after FIRST_PAGE_WAIT_MS with the splash (a slow phone).
 */
describe('the first screen', () => {
  afterEach(() => vi.useRealTimers());

  it("gives the router's view only once its first page's code has come", async () => {
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter(
      [{ path: '/customers', lazy: () => code.then(() => ({ Component: () => <h1>Mis clientes</h1> })) }],
      { initialEntries: ['/customers'] },
    );
    let view: React.ReactNode = null;
    void viewWhenReady(router).then((v) => (view = v));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(view).toBeNull();
    await act(async () => arrive());
    await vi.waitFor(() => expect(view).not.toBeNull());
    // Drawn, it is the page at once: no splash, no empty frame in between.
    render(<>{view}</>);
    expect(screen.getByRole('heading', { name: 'Mis clientes' })).toBeInTheDocument();
  });

  it('waits for the first page, or for FIRST_PAGE_WAIT_MS when it is slower', async () => {
    vi.useFakeTimers();
    let ready = false;
    void firstPageOrWait(new Promise(() => undefined)).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);

    let early = false;
    let give!: (node: React.ReactNode) => void;
    void firstPageOrWait(new Promise((resolve) => (give = resolve))).then(() => (early = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(early).toBe(false);
    give(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(early).toBe(true);

    // Code that fails to load draws the app too (the router shows its error page).
    let failed = false;
    void firstPageOrWait(Promise.reject(new Error('chunk'))).then(() => (failed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toBe(true);
  });
});
