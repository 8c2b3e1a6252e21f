import type { HubMessage } from '@vitrina/contract/hub';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  getHubStatus,
  isGroupJoined,
  onGroupJoined,
  onHubMessage,
  onHubStateChange,
  subscribeGroup,
  type HubStatus,
} from './hub';

/** The connection's status, re-rendering when it changes. */
export function useHubStatus(): HubStatus {
  return useSyncExternalStore(onHubStateChange, getHubStatus, getHubStatus);
}

/** Whether a group is joined now (false while disconnected). */
export function useGroupJoined(group: string | null): boolean {
  return useSyncExternalStore(
    onHubStateChange,
    () => (group ? isGroupJoined(group) : false),
    () => false,
  );
}

/**
 * Joins the groups while mounted (a null group joins nothing) and calls `onJoined` each time one
 * is joined, the first time and after every reconnection (to read what was missed).
 */
export function useHubGroups(groupList: readonly string[], onJoined?: (group: string) => void): void {
  const joinedRef = useRef(onJoined);
  useEffect(() => {
    joinedRef.current = onJoined;
  });
  const key = [...new Set(groupList)].sort().join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    const stopJoined = onGroupJoined((group) => {
      if (list.includes(group)) joinedRef.current?.(group);
    });
    const leaves = list.map(subscribeGroup);
    return () => {
      stopJoined();
      leaves.forEach((leave) => leave());
    };
  }, [key]);
}

/**
 * Every hub message while mounted; with a group, it is joined too (the messages do not say their
 * group, so listeners filter by `type` and `propertyDraftId`). Answers whether the group is joined.
 */
export function useHubMessages(
  group: string | null,
  onMessage: (message: HubMessage) => void,
  onJoined?: () => void,
): { joined: boolean; status: HubStatus } {
  const messageRef = useRef(onMessage);
  useEffect(() => {
    messageRef.current = onMessage;
  });
  useEffect(() => onHubMessage((message) => messageRef.current(message)), []);
  useHubGroups(group ? [group] : [], onJoined);
  return { joined: useGroupJoined(group), status: useHubStatus() };
}
