import { describe, expect, it } from 'vitest';
import { makeDraft, makeFacebookPost, makeInstagramPost } from '../../../test/property-draft-fixture';
import { derivePublishing, type StartState } from './derive-steps';
import type { PublishingState } from './publishing-state';

type PostCode = 1 | 2 | 3;
function draft(status: number, postStatus: number, ig?: PostCode | null, fb?: PostCode | null, extra: Partial<PublishingState> = {}) {
  return makeDraft({
    status,
    postStatus,
    instagramPost: ig ? makeInstagramPost({ status: ig, errorMessage: ig === 3 ? 'Token de Instagram vencido' : null }) : null,
    facebookPost: fb ? makeFacebookPost({ status: fb, errorMessage: fb === 3 ? 'Página no disponible' : null }) : null,
    ...extra,
  });
}
const states = (d: PublishingState, start: StartState = 'waiting') =>
  derivePublishing(d, start).steps.map((s) => `${s.id}:${s.state}`);
const property = { slug: 'casa-en-chacao', propertyId: 'p1' };

describe('derivePublishing', () => {
  it('a Pending draft waits on the first step, then starts', () => {
    expect(states(draft(1, 1, 1, 1))).toEqual(['start:loading', 'property:pending', 'instagram:pending', 'facebook:pending', 'finish:pending']);
    expect(states(draft(1, 1), 'starting')).toEqual(['start:loading', 'property:pending', 'finish:pending']);
    expect(derivePublishing(draft(1, 1), 'waiting').phase).toBe('publishing');
  });

  it('a failed start shows the error on the first step', () => {
    const view = derivePublishing(draft(1, 1), 'failed');
    expect(view.phase).toBe('start-failed');
    expect(view.steps[0]).toMatchObject({ state: 'error', error: 'No se ha podido iniciar la publicación' });
  });

  it('Publishing and Posting: the property is being published', () => {
    expect(states(draft(2, 4, 1))).toEqual(['start:completed', 'property:loading', 'instagram:pending', 'finish:pending']);
    // An answer read before the job moved on.
    expect(states(draft(1, 1, 1), 'started')).toEqual(['start:completed', 'property:loading', 'instagram:pending', 'finish:pending']);
  });

  it('the property failed: error with the reason, publishing ends', () => {
    const view = derivePublishing(draft(1, 3, 1, 1, { publishError: 'La dirección no es válida' }), 'started');
    expect(view.phase).toBe('failed');
    expect(view.steps[1]).toMatchObject({ id: 'property', state: 'error', error: 'No se ha podido publicar la propiedad', detail: 'La dirección no es válida' });
    expect(view.steps.slice(2).map((s) => s.state)).toEqual(['pending', 'pending', 'pending']);
    // Opened later, a previous failure means a new start.
    expect(derivePublishing(draft(1, 3), 'waiting').phase).toBe('publishing');
  });

  it('Posted moves to Instagram, then Facebook, then Finalizando', () => {
    expect(states(draft(2, 5, 1, 1))).toEqual(['start:completed', 'property:completed', 'instagram:loading', 'facebook:pending', 'finish:pending']);
    expect(states(draft(2, 5, null, 1))).toEqual(['start:completed', 'property:completed', 'facebook:loading', 'finish:pending']);
    expect(states(draft(2, 5))).toEqual(['start:completed', 'property:completed', 'finish:loading']);
    expect(states(draft(2, 6, 2, 1))).toEqual(['start:completed', 'property:completed', 'instagram:completed', 'facebook:loading', 'finish:pending']);
    expect(states(draft(2, 6, 2, 2))).toEqual(['start:completed', 'property:completed', 'instagram:completed', 'facebook:completed', 'finish:loading']);
  });

  it('a failed network shows its error and publishing goes on', () => {
    const view = derivePublishing(draft(2, 5, 3, 1), 'started');
    expect(view.phase).toBe('publishing');
    expect(view.steps[2]).toMatchObject({ state: 'error', error: 'No se ha podido publicar en Instagram', detail: 'Token de Instagram vencido' });
    expect(view.steps[3]).toMatchObject({ id: 'facebook', state: 'loading' });
    const fb = derivePublishing(draft(2, 6, 2, 3), 'started');
    expect(fb.steps[3]).toMatchObject({ state: 'error', error: 'No se ha podido publicar en Facebook', detail: 'Página no disponible' });
    expect(fb.steps[4]).toMatchObject({ id: 'finish', state: 'loading' });
  });

  it('Published: every step done, the property and the failed networks', () => {
    const ok = derivePublishing(draft(3, 2, 2, 2, { property }), 'waiting');
    expect(ok.phase).toBe('published');
    expect(ok.steps.every((s) => s.state === 'completed')).toBe(true);
    expect(ok.property).toEqual(property);
    expect(ok.failedNetworks).toEqual([]);
    const partial = derivePublishing(draft(3, 5, 3, 3, { property }), 'started');
    expect(partial.failedNetworks).toEqual([
      { network: 'instagram', message: 'Token de Instagram vencido' },
      { network: 'facebook', message: 'Página no disponible' },
    ]);
    expect(partial.steps.map((s) => s.state)).toEqual(['completed', 'completed', 'error', 'error', 'completed']);
  });

  it('holds for every combination of statuses', () => {
    const order = { completed: 0, error: 0, loading: 1, pending: 2 };
    for (const status of [1, 2, 3, 0])
      for (const postStatus of [1, 2, 3, 4, 5, 6, 7])
        for (const ig of [null, 1, 2, 3] as const)
          for (const fb of [null, 1, 2, 3] as const)
            for (const start of ['waiting', 'starting', 'started', 'failed'] as const) {
              const d = draft(status, postStatus, ig, fb, status === 3 ? { property } : {});
              const view = derivePublishing(d, start);
              const label = `${status}/${postStatus}/${ig}/${fb}/${start}`;
              expect(view.steps.length, label).toBe(3 + (ig ? 1 : 0) + (fb ? 1 : 0));
              expect(view.steps.filter((s) => s.state === 'loading').length, label).toBeLessThanOrEqual(1);
              // Nothing is done after a step still to come (a retry may resend Instagram alone).
              const ranks = view.steps.filter((s) => s.id === 'start' || s.id === 'property' || s.id === 'finish').map((s) => order[s.state]);
              expect([...ranks].sort(), label).toEqual(ranks);
              const finish = view.steps.at(-1)!;
              const networks = view.steps.filter((s) => s.id === 'instagram' || s.id === 'facebook');
              if (finish.state === 'loading') expect(networks.every((s) => order[s.state] === 0), label).toBe(true);
              expect(view.phase === 'published', label).toBe(status === 3);
              expect(view.steps.every((s) => s.state !== 'error' || s.error), label).toBe(true);
              if (view.phase === 'publishing' && status !== 3) expect(view.steps.some((s) => s.state === 'loading'), label).toBe(true);
            }
  });
});
