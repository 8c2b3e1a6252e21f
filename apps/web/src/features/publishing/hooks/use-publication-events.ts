import { notifications } from '@mantine/notifications';
import type { AgentPublishingMessage } from '@vitrina/contract/hub';
import { SocialPostStatus } from '@vitrina/contract/enums/social-post';
import { TOAST_AUTO_CLOSE } from '../../../lib/notify';
import { useHubMessages } from '../../../lib/use-hub';
import { publishedWithoutMessage, publishingMessages } from '../messages';
import type { Network } from '../lib/publishing-state';

/** The toast of a publication that ended: success, success without a network, or failure. */
export function publicationToast(message: AgentPublishingMessage): { message: string; color: string } {
  if (message.type === 'PublishingFailed') return { message: publishingMessages.propertyFailed, color: 'red' };
  const missed: Network[] = [];
  if (message.instagramStatus === SocialPostStatus.Failed) missed.push('instagram');
  if (message.facebookStatus === SocialPostStatus.Failed) missed.push('facebook');
  if (missed.length) return { message: publishedWithoutMessage(missed), color: 'orange' };
  return { message: publishingMessages.published, color: 'teal' };
}

/**
 * Listens to the agent group (the server puts every socket in it) for publications that end,
 * anywhere in the signed-in app: shows the toast, then `onEnded` lets other lists refresh.
 */
export function usePublicationEvents(onEnded?: (message: AgentPublishingMessage) => void): void {
  useHubMessages(null, (message) => {
    if (message.type !== 'PropertyPublished' && message.type !== 'PublishingFailed') return;
    const toast = publicationToast(message);
    notifications.show({
      id: `publication-${message.type}-${message.propertyDraftId}`,
      title: message.title ?? undefined,
      message: toast.message,
      color: toast.color,
      autoClose: TOAST_AUTO_CLOSE,
    });
    onEnded?.(message);
  });
}
