import { HUB_PATH, HubEvent, type HubMessage, type JoinGroupAck } from '@vitrina/contract/hub';
import type { Socket } from 'socket.io-client';
import { getAccessToken } from './access-token';
import { onUnauthorized } from './api-client';
import { loadSocketClient } from './socket-client';

/**
 * The real-time hub (DECISIONS §3): one socket.io connection per signed-in session, opened on
 * demand. socket.io-client is loaded lazily so that the first screens do not carry it. The server
 * puts the socket in AGENT_{agentId}; other groups are joined with `JoinGroup` and joined again
 * after every reconnection. Connection failures are only logged.
 */
export type HubStatus = 'idle' | 'connecting' | 'connected' | 'error';

type Listener<T> = (value: T) => void;

const JOIN_TIMEOUT_MS = 10_000;

let socket: Socket | null = null;
let socketToken: string | null = null;
let generation = 0;
let status: HubStatus = 'idle';
/** Group → number of subscribers. */
const groups = new Map<string, number>();
const joined = new Set<string>();
const messageListeners = new Set<Listener<HubMessage>>();
const stateListeners = new Set<() => void>();
const joinListeners = new Set<Listener<string>>();

function notifyState() {
  stateListeners.forEach((listener) => listener());
}

function setStatus(next: HubStatus) {
  if (status === next) return;
  status = next;
  notifyState();
}

function join(target: Socket, group: string) {
  target.timeout(JOIN_TIMEOUT_MS).emit(HubEvent.JoinGroup, group, (error: Error | null, ack?: JoinGroupAck) => {
    if (target !== socket || !groups.has(group)) return;
    if (error || !ack) {
      console.info(`[hub] JoinGroup ${group} got no answer`);
      if (target.connected) join(target, group);
      return;
    }
    if (!ack.ok) {
      console.info(`[hub] JoinGroup ${group} refused: ${ack.error.type}`);
      return;
    }
    joined.add(group);
    notifyState();
    joinListeners.forEach((listener) => listener(group));
  });
}

async function open(token: string) {
  const mine = ++generation;
  socketToken = token;
  setStatus('connecting');
  let io: typeof import('socket.io-client').io;
  try {
    ({ io } = await loadSocketClient());
  } catch (error) {
    console.info('[hub] could not load the client', error);
    if (mine === generation) setStatus('error');
    return;
  }
  if (mine !== generation) return;
  const next = io(window.location.origin, {
    path: HUB_PATH,
    // Read on every (re)connection, so a renewed session is used.
    auth: (cb) => cb({ token: getAccessToken() ?? token }),
    transports: ['websocket', 'polling'],
  });
  socket = next;
  next.on('connect', () => {
    setStatus('connected');
    groups.forEach((_count, group) => join(next, group));
  });
  next.on('disconnect', (reason) => {
    console.info(`[hub] disconnected: ${reason}`);
    joined.clear();
    setStatus(next.active ? 'connecting' : 'error');
  });
  next.on('connect_error', (error) => {
    console.info(`[hub] connection failed: ${error.message}`);
    joined.clear();
    setStatus('error');
  });
  next.on(HubEvent.ReceiveMessage, (message: HubMessage) => {
    if (message && typeof message === 'object') messageListeners.forEach((listener) => listener(message));
  });
}

/** Opens the connection for the current session (again if the session changed). */
export function startHub(): void {
  const token = getAccessToken();
  if (!token) return;
  if (socketToken === token && status !== 'idle') return;
  if (socketToken) stopHub({ keepGroups: true });
  void open(token);
}

/** Closes the connection (sign-out). Subscriptions are forgotten unless told otherwise. */
export function stopHub({ keepGroups = false }: { keepGroups?: boolean } = {}): void {
  generation += 1;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  socketToken = null;
  joined.clear();
  if (!keepGroups) groups.clear();
  setStatus('idle');
}

onUnauthorized(() => stopHub());

/** Joins a group now (when connected) and after every reconnection; the answer leaves it. */
export function subscribeGroup(group: string): () => void {
  groups.set(group, (groups.get(group) ?? 0) + 1);
  if (groups.get(group) === 1 && socket?.connected) join(socket, group);
  return () => {
    const count = (groups.get(group) ?? 1) - 1;
    if (count > 0) {
      groups.set(group, count);
      return;
    }
    groups.delete(group);
    if (joined.delete(group)) notifyState();
    if (socket?.connected) socket.emit(HubEvent.LeaveGroup, group);
  };
}

/** Every `ReceiveMessage` of the connection. */
export function onHubMessage(listener: Listener<HubMessage>): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Called each time a group is joined: the first time and after every reconnection. */
export function onGroupJoined(listener: Listener<string>): () => void {
  joinListeners.add(listener);
  return () => joinListeners.delete(listener);
}

/** Status or joined groups changed. */
export function onHubStateChange(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function getHubStatus(): HubStatus {
  return status;
}

export function isGroupJoined(group: string): boolean {
  return joined.has(group);
}
