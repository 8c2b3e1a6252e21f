import { PublishingStep, type PublishingMessage } from '@vitrina/contract/hub';
import { DraftStatus, PostStatus } from '@vitrina/contract/enums/property';
import { SocialPostStatus } from '@vitrina/contract/enums/social-post';
import type { PublishingState } from './publishing-state';

function patchPost<P extends { status: number; errorMessage: string | null }>(
  post: P | null,
  status: number | null,
  errorMessage: string | null,
): P | null {
  if (!post || status === null || status === undefined) return post;
  return { ...post, status, errorMessage: status === SocialPostStatus.Failed ? errorMessage : null };
}

/** The draft as it is once a step message of its group has arrived (spec 3 §4). */
export function applyPublishingMessage<T extends PublishingState>(draft: T, message: PublishingMessage): T {
  if (message.propertyDraftId !== draft.propertyDraftId) return draft;
  const next: T = {
    ...draft,
    status: typeof message.status === 'number' ? message.status : draft.status,
    postStatus: typeof message.postStatus === 'number' ? message.postStatus : draft.postStatus,
  };
  switch (message.step) {
    case PublishingStep.Property:
      return {
        ...next,
        publishError: message.postStatus === PostStatus.Failed ? message.errorMessage : null,
      };
    case PublishingStep.Instagram:
      return { ...next, instagramPost: patchPost(draft.instagramPost, message.instagramStatus, message.errorMessage) };
    case PublishingStep.Facebook:
      return { ...next, facebookPost: patchPost(draft.facebookPost, message.facebookStatus, message.errorMessage) };
    case PublishingStep.Finished:
      return {
        ...next,
        status: DraftStatus.Published,
        property:
          message.slug && message.propertyId ? { slug: message.slug, propertyId: message.propertyId } : draft.property,
      };
    default:
      return draft;
  }
}

/**
 * A retry sends the failed networks again: while the draft is Publishing they are in progress,
 * even if the answer still carries the old failure.
 */
export function markRetrying<T extends PublishingState>(draft: T): T {
  if (draft.status !== DraftStatus.Publishing) return draft;
  const reset = <P extends { status: number; errorMessage: string | null }>(post: P | null) =>
    post && post.status === SocialPostStatus.Failed ? { ...post, status: SocialPostStatus.Pending, errorMessage: null } : post;
  return { ...draft, instagramPost: reset(draft.instagramPost), facebookPost: reset(draft.facebookPost) };
}
