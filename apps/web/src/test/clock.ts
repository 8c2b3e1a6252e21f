import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';

type WithJest = typeof globalThis & { jest?: { advanceTimersByTime(ms: number): void } };

/** Testing Library looks for Jest's fake timers only: this is how it learns a clock is held. */
function tellTestingLibrary(held: boolean) {
  if (held) (globalThis as WithJest).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  else delete (globalThis as WithJest).jest;
}

/**
 * Fake timers for a test that asserts one of the product's own waits (a look-up a second after the
 * last key, a redirect two seconds after a toast). The clock first follows the wall clock, so
 * `findBy`, Mantine's transitions and the API mock answer as usual. `hold()` stops it: from then
 * on only `advance(ms)` moves it, so "nothing before 1000 ms" holds however slow the machine is
 * (with `shouldAdvanceTime` alone, a busy machine lets the wait run out between two lines of the
 * test). `release()` lets it follow the wall clock again: do it before waiting with `findBy` or
 * `waitFor` for an answer of the API mock. setup.ts puts real timers back after each test.
 */
export function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => tellTestingLibrary(false));
  return {
    /** A user whose typing and clicks move the fake clock by their own delays only. */
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    hold() {
      vi.setTimerTickMode('manual');
      // Each user action ends by waiting for a zero-delay timer, which a held clock runs only
      // when Testing Library knows of it.
      tellTestingLibrary(true);
    },
    release() {
      tellTestingLibrary(false);
      vi.setTimerTickMode('interval', 20);
    },
    /** Moves the held clock by `ms`, running the timers that fall due and what React does after them. */
    async advance(ms: number) {
      await act(() => vi.advanceTimersByTimeAsync(ms));
    },
  };
}
