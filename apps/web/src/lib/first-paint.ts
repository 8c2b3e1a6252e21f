/**
 * Resolves once the page has painted its first content (issue 15): what the first screen does not
 * need (socket.io's client) waits for it, so that it does not share a phone's slow link with the
 * scripts that screen is waiting for. Resolves at once where the browser does not report paints
 * (jsdom), and after FALLBACK_MS at the latest: a tab opened in the background paints nothing until
 * it is shown.
 */
const FALLBACK_MS = 3000;
const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

let painted: Promise<void> | undefined;

function paintsReported(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
}

export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (!paintsReported() || performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) done();
    });
    const timer = setTimeout(done, FALLBACK_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      // After the task that painted, not inside the observer's callback.
      setTimeout(resolve, 0);
    }
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}

/** Tests: forget the paint seen, as on a new page. */
export function resetFirstPaint(): void {
  painted = undefined;
}
