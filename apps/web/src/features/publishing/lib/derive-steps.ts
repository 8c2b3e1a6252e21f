import { DraftStatus, PostStatus } from '@vitrina/contract/enums/property';
import { SocialPostStatus } from '@vitrina/contract/enums/social-post';
import { publishingMessages, stepLabels } from '../messages';
import type { Network, PublishingState } from './publishing-state';

export type StepId = keyof typeof stepLabels;
export type StepState = 'pending' | 'loading' | 'completed' | 'error';
/** This visit's `PUT publish`: not asked yet, in flight, answered, or failed. */
export type StartState = 'waiting' | 'starting' | 'started' | 'failed';
export type PublishingPhase = 'publishing' | 'published' | 'failed' | 'start-failed';

export interface StepView {
  id: StepId;
  label: string;
  state: StepState;
  /** The headline of an error ('No se ha podido publicar en Instagram'). */
  error: string | null;
  /** The reason given by the server, when there is one. */
  detail: string | null;
}

export interface PublishingView {
  phase: PublishingPhase;
  steps: StepView[];
  property: { slug: string; propertyId: string } | null;
  failedNetworks: Array<{ network: Network; message: string | null }>;
}

const PROPERTY_OUT: number[] = [PostStatus.Published, PostStatus.Posted, PostStatus.InstagramPosted, PostStatus.FacebookPosted];

const step = (id: StepId, state: StepState, error: string | null = null, detail: string | null = null): StepView => ({
  id,
  label: stepLabels[id],
  state,
  error,
  detail,
});

const isDone = (post: { status: number } | null) =>
  !post || post.status === SocialPostStatus.Published || post.status === SocialPostStatus.Failed;

/**
 * The steps of the publishing page from the draft alone (spec 3 §2, §4): what a late join or a
 * reconnection reads with GET, and what each hub message patches. Pure.
 */
export function derivePublishing(draft: PublishingState, start: StartState): PublishingView {
  const published = draft.status === DraftStatus.Published;
  const publishing = draft.status === DraftStatus.Publishing;
  const pending = !published && !publishing;
  const propertyFailed = pending && start === 'started' && draft.postStatus === PostStatus.Failed;
  const propertyDone =
    published || (publishing && (PROPERTY_OUT.includes(draft.postStatus) || draft.property !== null));

  let startStep: StepView;
  if (!pending || start === 'started') startStep = step('start', 'completed');
  else if (start === 'failed') startStep = step('start', 'error', publishingMessages.startFailed);
  else startStep = step('start', 'loading');

  let propertyStep: StepView;
  if (propertyDone) propertyStep = step('property', 'completed');
  else if (propertyFailed) propertyStep = step('property', 'error', publishingMessages.propertyFailed, draft.publishError);
  else if (publishing || start === 'started') propertyStep = step('property', 'loading');
  else propertyStep = step('property', 'pending');

  const networkStep = (id: Network, post: { status: number; errorMessage: string | null } | null, ready: boolean): StepView => {
    if (!propertyDone || !post) return step(id, 'pending');
    if (post.status === SocialPostStatus.Published) return step(id, 'completed');
    if (post.status === SocialPostStatus.Failed) {
      const error = id === 'instagram' ? publishingMessages.instagramFailed : publishingMessages.facebookFailed;
      return step(id, 'error', error, post.errorMessage);
    }
    return step(id, publishing && ready ? 'loading' : 'pending');
  };

  const steps = [startStep, propertyStep];
  if (draft.instagramPost) steps.push(networkStep('instagram', draft.instagramPost, true));
  if (draft.facebookPost) steps.push(networkStep('facebook', draft.facebookPost, isDone(draft.instagramPost)));
  const networksDone = isDone(draft.instagramPost) && isDone(draft.facebookPost);
  if (published) steps.push(step('finish', 'completed'));
  else steps.push(step('finish', publishing && propertyDone && networksDone ? 'loading' : 'pending'));

  const failedNetworks: PublishingView['failedNetworks'] = [];
  if (published) {
    if (draft.instagramPost?.status === SocialPostStatus.Failed)
      failedNetworks.push({ network: 'instagram', message: draft.instagramPost.errorMessage });
    if (draft.facebookPost?.status === SocialPostStatus.Failed)
      failedNetworks.push({ network: 'facebook', message: draft.facebookPost.errorMessage });
  }

  let phase: PublishingPhase = 'publishing';
  if (published) phase = 'published';
  else if (propertyFailed) phase = 'failed';
  else if (pending && start === 'failed') phase = 'start-failed';

  return { phase, steps, property: published ? draft.property : null, failedNetworks };
}
