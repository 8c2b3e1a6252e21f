import { afterFirstPaint } from './first-paint';

/**
 * socket.io-client, loaded on demand (the first screens do not carry it). The hub loads it when it
 * opens, once the page has painted its first content (lib/first-paint.ts): nothing on a first
 * screen needs the live connection, and on a slow link its 13 KB were the last of the scripts that
 * screen waited for (issue 15). A failed load is forgotten, so the next call tries again.
 */
let client: Promise<typeof import('socket.io-client')> | undefined;

export function loadSocketClient(): Promise<typeof import('socket.io-client')> {
  client ??= afterFirstPaint()
    .then(() => import('socket.io-client'))
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}
