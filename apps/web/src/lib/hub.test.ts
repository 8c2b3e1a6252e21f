import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from './access-token';
import { api } from './api-client';
import { getHubStatus, isGroupJoined, onGroupJoined, onHubMessage, startHub, stopHub, subscribeGroup } from './hub';
import { apiErrorReply, mockApi } from '../test/api-mock';
import { fakeHub } from '../test/fake-socket';
import { stepMessage } from '../test/hub-fixtures';

const group = 'PROPERTY_DRAFT_PUBLISHING_d1';

async function connected() {
  saveAccessToken('tok');
  startHub();
  await waitFor(() => expect(getHubStatus()).toBe('connected'));
  return fakeHub.last;
}

describe('hub', () => {
  afterEach(() => {
    stopHub();
    fakeHub.reset();
  });

  it('opens one connection with the session token, on /hub, websocket first', async () => {
    const socket = await connected();
    startHub();
    expect(fakeHub.sockets).toHaveLength(1);
    expect(socket.url).toBe(window.location.origin);
    expect(socket.options).toMatchObject({ path: '/hub', transports: ['websocket', 'polling'] });
    const auth = socket.options.auth as (cb: (data: object) => void) => void;
    auth((data) => expect(data).toEqual({ token: 'tok' }));
  });

  it('does not connect without a session', () => {
    startHub();
    expect(getHubStatus()).toBe('idle');
  });

  it('joins groups once connected, and again after every reconnection', async () => {
    const leave = subscribeGroup(group);
    const joinedGroups: string[] = [];
    onGroupJoined((g) => joinedGroups.push(g));
    const socket = await connected();
    await waitFor(() => expect(isGroupJoined(group)).toBe(true));

    socket.serverDisconnect();
    expect(isGroupJoined(group)).toBe(false);
    expect(getHubStatus()).toBe('connecting');
    socket.serverConnect();
    await waitFor(() => expect(isGroupJoined(group)).toBe(true));
    expect(socket.joins()).toEqual([group, group]);
    expect(joinedGroups).toEqual([group, group]);

    leave();
    expect(socket.emitted.at(-1)).toEqual({ event: 'LeaveGroup', args: [group] });
    expect(isGroupJoined(group)).toBe(false);
  });

  it('a refused group stays out; failures are only logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    fakeHub.joinReply = () => ({ ok: false, error: { type: 'PROPERTY_DRAFT_NOT_FOUND', message: 'No encontrado' } });
    subscribeGroup(group);
    const socket = await connected();
    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringContaining('refused: PROPERTY_DRAFT_NOT_FOUND')));
    expect(isGroupJoined(group)).toBe(false);
    socket.serverError('ACCESS_TOKEN_INVALID');
    expect(getHubStatus()).toBe('error');
  });

  it('delivers ReceiveMessage to every listener', async () => {
    const socket = await connected();
    const seen = vi.fn();
    const stop = onHubMessage(seen);
    socket.serverMessage(stepMessage('d1', { step: 2 }));
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ step: 2, propertyDraftId: 'd1' }));
    stop();
    socket.serverMessage(stepMessage('d1', { step: 3 }));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('closes when a signed-in call answers 401 (the session ended)', async () => {
    const socket = await connected();
    mockApi({ 'GET /auth/agents': apiErrorReply(401, 'ACCESS_TOKEN_INVALID') });
    await expect(api.get('/auth/agents')).rejects.toThrow();
    expect(socket.active).toBe(false);
    expect(getHubStatus()).toBe('idle');
  });

  it('opens a new connection when another agent signs in', async () => {
    await connected();
    saveAccessToken('other');
    startHub();
    await waitFor(() => expect(fakeHub.sockets).toHaveLength(2));
    expect(fakeHub.sockets[0]!.active).toBe(false);
  });
});
