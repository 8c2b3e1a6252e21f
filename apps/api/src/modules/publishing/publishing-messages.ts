import { PostStatus } from '@vitrina/contract/enums/property';
import type { AgentPublishingMessage, PublishingMessage, PublishingStep } from '@vitrina/contract/hub';
import { SocialPostStatus } from '@vitrina/contract/schemas/social-post';

interface PostState {
  status: number;
  errorMessage: string | null;
}

/**
 * postStatus from the posts (spec 3 §4): Published when every post went out (or there were none),
 * InstagramPosted / FacebookPosted when only that network went out, Posted when none did.
 */
export function postStatusOf(ig: PostState | null, fb: PostState | null, finished: boolean): number {
  const igOut = ig?.status === SocialPostStatus.Published;
  const fbOut = fb?.status === SocialPostStatus.Published;
  if (finished && (!ig || igOut) && (!fb || fbOut)) return PostStatus.Published;
  if (igOut) return PostStatus.InstagramPosted;
  if (fbOut) return PostStatus.FacebookPosted;
  return PostStatus.Posted;
}

export function stepMessage(
  step: PublishingStep,
  draft: { id: string; status: number; postStatus: number },
  ig: PostState | null,
  fb: PostState | null,
  extra: { errorMessage?: string | null; slug?: string | null; propertyId?: string | null } = {},
): PublishingMessage {
  return {
    type: 'PublishingStep',
    step,
    propertyDraftId: draft.id,
    status: draft.status,
    postStatus: draft.postStatus,
    instagramStatus: ig?.status ?? null,
    facebookStatus: fb?.status ?? null,
    errorMessage: extra.errorMessage ?? null,
    slug: extra.slug ?? null,
    propertyId: extra.propertyId ?? null,
  };
}

export function agentMessage(
  type: AgentPublishingMessage['type'],
  draft: { id: string; postStatus: number },
  title: string | null,
  ig: PostState | null,
  fb: PostState | null,
  extra: { errorMessage?: string | null; slug?: string | null; propertyId?: string | null } = {},
): AgentPublishingMessage {
  return {
    type,
    propertyDraftId: draft.id,
    title,
    postStatus: draft.postStatus,
    instagramStatus: ig?.status ?? null,
    facebookStatus: fb?.status ?? null,
    slug: extra.slug ?? null,
    propertyId: extra.propertyId ?? null,
    errorMessage: extra.errorMessage ?? null,
  };
}
