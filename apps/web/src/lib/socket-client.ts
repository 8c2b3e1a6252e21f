/**
 * socket.io-client, loaded on demand (the first screens do not carry it). The hub loads it when it
 * opens; the shell's route loader starts it with the shell's code so that it is not a later round
 * trip (issue 15). A failed load is forgotten, so the next call tries again.
 */
let client: Promise<typeof import('socket.io-client')> | undefined;

export function loadSocketClient(): Promise<typeof import('socket.io-client')> {
  client ??= import('socket.io-client').catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}
