import type { AgentPublishingMessage, PublishingMessage } from '@vitrina/contract/hub';
import { DraftStatus } from '@vitrina/contract/enums/property';
import type { PublishingDraft } from '../api/publishing-drafts';

type Post = PublishingDraft['instagramPost'];

function withStatus(post: Post, status: number | null, errorMessage: string | null): Post {
  if (!post || status === null || status === undefined) return post;
  return { ...post, status, errorMessage };
}

/** A panel row once a step message of its draft has arrived. */
export function patchFromStep(draft: PublishingDraft, message: PublishingMessage): PublishingDraft {
  const next = { ...draft, status: message.status, postStatus: message.postStatus };
  if (message.step === 1) return { ...next, publishError: message.errorMessage };
  if (message.step === 2) return { ...next, instagramPost: withStatus(draft.instagramPost, message.instagramStatus, message.errorMessage) };
  if (message.step === 3) return { ...next, facebookPost: withStatus(draft.facebookPost, message.facebookStatus, message.errorMessage) };
  return { ...next, status: DraftStatus.Published };
}

/** A panel row once its publication ended (agent group), built from the message when unknown. */
export function patchFromEnd(draft: PublishingDraft | undefined, message: AgentPublishingMessage): PublishingDraft {
  const base: PublishingDraft = draft ?? {
    propertyDraftId: message.propertyDraftId,
    title: message.title,
    thumbnail: null,
    status: DraftStatus.Publishing,
    postStatus: message.postStatus,
  };
  const post = (current: Post, status: number | null): Post =>
    status === null || status === undefined ? current : { ...(current ?? {}), status };
  return {
    ...base,
    title: base.title ?? message.title,
    status: message.type === 'PropertyPublished' ? DraftStatus.Published : DraftStatus.Pending,
    postStatus: message.postStatus,
    instagramPost: post(base.instagramPost, message.instagramStatus),
    facebookPost: post(base.facebookPost, message.facebookStatus),
    publishError: message.type === 'PublishingFailed' ? message.errorMessage : null,
  };
}
