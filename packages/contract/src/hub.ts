/**
 * The real-time hub (DECISIONS §3): socket.io on the path `/hub`, same origin, handshake
 * `auth: { token }` (the session's access token). The client emits `JoinGroup` with a group name
 * (and an optional acknowledgement callback); the server emits `ReceiveMessage` with one object.
 */
import type { ErrorType } from './errors';

export const HUB_PATH = '/hub';

export const HubEvent = {
  JoinGroup: 'JoinGroup',
  LeaveGroup: 'LeaveGroup',
  ReceiveMessage: 'ReceiveMessage',
} as const;

/** One draft's publishing steps. */
export const draftPublishingGroup = (propertyDraftId: string) => `PROPERTY_DRAFT_PUBLISHING_${propertyDraftId}`;
/** Everything about one agent's publications (draft list, floating panel, toasts). */
export const agentGroup = (agentId: string) => `AGENT_${agentId}`;

/** The answer to `JoinGroup`'s acknowledgement. */
export type JoinGroupAck = { ok: true; group: string } | { ok: false; error: { type: ErrorType; message: string } };

/**
 * Steps of the messages on PROPERTY_DRAFT_PUBLISHING_{id} (spec 3 §4):
 * 1 the property step ended (postStatus Posted, or Failed);
 * 2 the Instagram step ended (instagramStatus Published or Failed);
 * 3 the Facebook step ended (facebookStatus Published or Failed);
 * 4 the publication ended (slug and propertyId).
 */
export const PublishingStep = { Property: 1, Instagram: 2, Facebook: 3, Finished: 4 } as const;
export type PublishingStep = (typeof PublishingStep)[keyof typeof PublishingStep];

export interface PublishingMessage {
  type: 'PublishingStep';
  step: PublishingStep;
  propertyDraftId: string;
  /** Draft status: 1 Pending, 2 Publishing, 3 Published. */
  status: number;
  /** Draft postStatus (spec 3 §4). */
  postStatus: number;
  /** Post statuses (1 Pending, 2 Published, 3 Failed), null when the draft has no such post. */
  instagramStatus: number | null;
  facebookStatus: number | null;
  /** The Spanish reason when this step failed. */
  errorMessage: string | null;
  slug: string | null;
  propertyId: string | null;
}

/**
 * On AGENT_{agentId}: `PublishingStarted` when a draft (or a retry of a failed network) starts
 * publishing, from any tab or device; `PropertyPublished` when a publication ends (status
 * Published; the post statuses tell whether a network failed); `PublishingFailed` when it ended
 * without a property.
 */
export interface AgentPublishingMessage {
  type: 'PublishingStarted' | 'PropertyPublished' | 'PublishingFailed';
  propertyDraftId: string;
  title: string | null;
  postStatus: number;
  instagramStatus: number | null;
  facebookStatus: number | null;
  slug: string | null;
  propertyId: string | null;
  errorMessage: string | null;
}

export type HubMessage = PublishingMessage | AgentPublishingMessage;
