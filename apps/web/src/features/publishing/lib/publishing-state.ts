import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';

/** What the publishing page reads of a draft (GET /property-drafts/{id}, patched by hub messages). */
export type PublishingState = Pick<
  PropertyDraft,
  'propertyDraftId' | 'status' | 'postStatus' | 'instagramPost' | 'facebookPost' | 'publishError' | 'property'
>;

export type Network = 'instagram' | 'facebook';
