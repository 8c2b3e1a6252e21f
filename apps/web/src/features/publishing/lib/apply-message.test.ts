import type { PublishingMessage } from '@vitrina/contract/hub';
import { describe, expect, it } from 'vitest';
import { stepMessage } from '../../../test/hub-fixtures';
import { makeDraft, makeFacebookPost, makeInstagramPost } from '../../../test/property-draft-fixture';
import { applyPublishingMessage, markRetrying } from './apply-message';
import { derivePublishing } from './derive-steps';

const id = 'd1';
const message = (overrides: Partial<PublishingMessage>): PublishingMessage => stepMessage(id, overrides);
const start = makeDraft({ propertyDraftId: id, status: 2, postStatus: 4, instagramPost: makeInstagramPost(), facebookPost: makeFacebookPost() });
const steps = (d: typeof start) => derivePublishing(d, 'started').steps.map((s) => s.state);

describe('applyPublishingMessage', () => {
  it('walks the steps of spec 3 §4', () => {
    let d = applyPublishingMessage(start, message({ step: 1, postStatus: 5 }));
    expect(steps(d)).toEqual(['completed', 'completed', 'loading', 'pending', 'pending']);
    d = applyPublishingMessage(d, message({ step: 2, postStatus: 5, instagramStatus: 3, errorMessage: 'Sin permiso' }));
    expect(d.instagramPost).toMatchObject({ status: 3, errorMessage: 'Sin permiso' });
    expect(steps(d)).toEqual(['completed', 'completed', 'error', 'loading', 'pending']);
    d = applyPublishingMessage(d, message({ step: 3, postStatus: 7, facebookStatus: 2 }));
    expect(steps(d)).toEqual(['completed', 'completed', 'error', 'completed', 'loading']);
    d = applyPublishingMessage(d, message({ step: 4, status: 3, postStatus: 7, slug: 'casa', propertyId: 'p1' }));
    expect(d.property).toEqual({ slug: 'casa', propertyId: 'p1' });
    expect(derivePublishing(d, 'started').phase).toBe('published');
  });

  it('keeps the reason of a failed property and ignores other drafts', () => {
    const failed = applyPublishingMessage(start, message({ status: 1, postStatus: 3, errorMessage: 'Falló la propiedad' }));
    expect(failed).toMatchObject({ status: 1, postStatus: 3, publishError: 'Falló la propiedad' });
    expect(applyPublishingMessage(start, message({ propertyDraftId: 'other' }))).toBe(start);
  });

  it('puts failed networks back in progress when a retry starts', () => {
    const retried = markRetrying(
      makeDraft({ status: 2, postStatus: 6, instagramPost: makeInstagramPost({ status: 2 }), facebookPost: makeFacebookPost({ status: 3, errorMessage: 'x' }) }),
    );
    expect(retried.facebookPost).toMatchObject({ status: 1, errorMessage: null });
    expect(retried.instagramPost).toMatchObject({ status: 2 });
  });
});
