import { setupServer } from 'msw/node';

/**
 * The one Mock Service Worker server every web test talks to (started in test/setup.ts).
 * It knows no route by default: each test declares the answers it expects with `mockApi`
 * (test/api-mock.ts) or `server.use(apiHandler(...))`, and they are forgotten after the test.
 */
export const server = setupServer();

/** Requests that no handler answered during the current test ('METHOD /path?query'). */
export const unhandledRequests: string[] = [];

let inFlight = 0;
server.events.on('request:start', () => void inFlight++);
server.events.on('request:end', () => void inFlight--);

/**
 * Lets the requests a test started (a save sent when its page unmounts) reach the handlers of
 * that test before they are reset, waiting at most `maxMs` for ones that are never answered.
 */
export async function settleRequests(maxMs = 500) {
  const until = Date.now() + maxMs;
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Fails the current test for a request that reached the API mock but matched none of its routes. */
export function reportUnexpected(request: string) {
  unhandledRequests.push(request);
}

export function startServer() {
  server.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      unhandledRequests.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
}

/** Fails the test that made a request nobody expected, then forgets the handlers it added. */
export function checkAndResetServer() {
  server.resetHandlers();
  if (unhandledRequests.length === 0) return;
  const requests = unhandledRequests.splice(0);
  throw new Error(`The test made requests it did not expect:\n  ${requests.join('\n  ')}`);
}
