import type { HubMessage, JoinGroupAck } from '@vitrina/contract/hub';

type Handler = (...args: never[]) => void;

/**
 * A stand-in for socket.io-client's socket (test/setup.ts mocks the package with this module).
 * By default it connects at once and accepts every JoinGroup; tests drive the server side with
 * `serverMessage`, `serverDisconnect`, `serverConnect` and `serverError`.
 */
export class FakeSocket {
  connected = false;
  active = true;
  readonly emitted: Array<{ event: string; args: unknown[] }> = [];
  private handlers = new Map<string, Set<Handler>>();

  constructor(
    readonly url: string,
    readonly options: Record<string, unknown>,
  ) {}

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  removeAllListeners() {
    this.handlers.clear();
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    const ack = args.at(-1);
    if (event === 'JoinGroup' && typeof ack === 'function') {
      const reply = fakeHub.joinReply(String(args[0]));
      if (reply) queueMicrotask(() => (ack as (a: JoinGroupAck) => void)(reply));
    }
    return this;
  }

  timeout(_ms: number) {
    return {
      emit: (event: string, ...args: unknown[]) => {
        const ack = args.at(-1);
        if (typeof ack !== 'function') return this.emit(event, ...args);
        return this.emit(event, ...args.slice(0, -1), (reply: unknown) => ack(null, reply));
      },
    };
  }

  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** The groups this socket asked to join, in order. */
  joins(): string[] {
    return this.emitted.filter((e) => e.event === 'JoinGroup').map((e) => String(e.args[0]));
  }

  private fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => (handler as (...a: unknown[]) => void)(...args));
  }

  serverConnect() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  serverDisconnect(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  serverError(message = 'xhr poll error') {
    this.connected = false;
    this.fire('connect_error', new Error(message));
  }

  serverMessage(message: HubMessage) {
    this.fire('ReceiveMessage', message);
  }
}

const acceptAll = (group: string): JoinGroupAck | null => ({ ok: true, group });

export const fakeHub = {
  sockets: [] as FakeSocket[],
  autoConnect: true,
  joinReply: acceptAll,
  get last(): FakeSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error('no hub socket was opened');
    return socket;
  },
  reset() {
    this.sockets.length = 0;
    this.autoConnect = true;
    this.joinReply = acceptAll;
  },
};

export function io(url: string, options: Record<string, unknown>) {
  const socket = new FakeSocket(url, options);
  fakeHub.sockets.push(socket);
  if (fakeHub.autoConnect) queueMicrotask(() => socket.serverConnect());
  return socket;
}
