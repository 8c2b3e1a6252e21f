import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, resetFirstPaint } from './first-paint';
import { loadSocketClient } from './socket-client';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A browser that reports paints: the observer's callback is called by `paint(name)`. */
function reportPaints(painted: string[] = []) {
  const callbacks: Callback[] = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: Callback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {
      callbacks.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (painted.includes(name) ? [{ name } as PerformanceEntry] : []));
  return (name: string) => callbacks.forEach((cb) => cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  // A 0 ms timer set inside another timer's callback runs on the next millisecond of fake time.
  await vi.advanceTimersByTimeAsync(1);
  return done;
};

describe('afterFirstPaint', () => {
  afterEach(() => {
    resetFirstPaint();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, not for the first paint of the background', async () => {
    vi.useFakeTimers();
    const paint = reportPaints();
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    paint('first-paint');
    expect(await settled(painted)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
  });

  it('resolves at once when the page has already painted', async () => {
    vi.useFakeTimers();
    reportPaints(['first-contentful-paint']);
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('resolves after 3 s in a tab that paints nothing (opened in the background)', async () => {
    vi.useFakeTimers();
    reportPaints();
    const painted = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(2990);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(painted)).toBe(true);
  });

  it('loads the hub client only once the page has painted', async () => {
    vi.useFakeTimers();
    const paint = reportPaints();
    const client = loadSocketClient();
    expect(await settled(client)).toBe(false);
    paint('first-contentful-paint');
    await vi.waitFor(async () => expect(typeof (await client).io).toBe('function'));
  });
});
