import type { AgentPublishingMessage, PublishingMessage } from '@vitrina/contract/hub';
import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';
import { stopHub } from '../lib/hub';
import { fakeHub } from './fake-socket';

export function stepMessage(propertyDraftId: string, overrides: Partial<PublishingMessage>): PublishingMessage {
  return {
    type: 'PublishingStep',
    step: 1,
    propertyDraftId,
    status: 2,
    postStatus: 5,
    instagramStatus: null,
    facebookStatus: null,
    errorMessage: null,
    slug: null,
    propertyId: null,
    ...overrides,
  };
}

export function agentMessage(propertyDraftId: string, overrides: Partial<AgentPublishingMessage> = {}): AgentPublishingMessage {
  return {
    type: 'PropertyPublished',
    propertyDraftId,
    title: 'Casa en Chacao',
    postStatus: 2,
    instagramStatus: null,
    facebookStatus: null,
    slug: 'casa-en-chacao',
    propertyId: 'p1',
    errorMessage: null,
    ...overrides,
  };
}

/** The server sends a message on the connection (inside act). */
export async function serverSends(message: PublishingMessage | AgentPublishingMessage) {
  await act(async () => fakeHub.last.serverMessage(message));
}

/** Forget the connection between tests (the hub is one per page load), and the toasts it raised. */
export function resetHub() {
  stopHub();
  fakeHub.reset();
  notifications.clean();
  notifications.cleanQueue();
}
