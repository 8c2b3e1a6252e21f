/**
 * socket.io-client, loaded on demand (the first screens do not carry it). The hub loads it when it
 * opens, after a signed-in page's first paint (app/shell/hub-session.tsx, issue 15). A failed load
 * is forgotten, so the next call tries again.
 */
let client: Promise<typeof import('socket.io-client')> | undefined;

export function loadSocketClient(): Promise<typeof import('socket.io-client')> {
  client ??= import('socket.io-client').catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}
