import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once, after the next frame, and not at all once cancelled', async () => {
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    afterNextPaint(never)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(never).not.toHaveBeenCalled();
  });

  it('runs within a second when no frame comes (a tab in the background)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });
});
