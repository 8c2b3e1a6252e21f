import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorReply } from '../../../test/api-mock';
import { fakeHub } from '../../../test/fake-socket';
import { resetHub, serverSends, stepMessage } from '../../../test/hub-fixtures';
import { makeDraft, makeFacebookPost, makeInstagramPost } from '../../../test/property-draft-fixture';
import { findStep as step, id, page, pendingDraft, publishingDraft, startPublishingPage as start } from '../test-utils';

describe('publishing page: failures, retries and leaving', () => {
  afterEach(resetHub);

  it('a failed start offers Reintentar', async () => {
    const { puts, user } = start({ data: pendingDraft }, [apiErrorReply(500, 'SERVER_ERROR'), { data: publishingDraft }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido iniciar la publicación');
    expect(screen.getByRole('listitem', { name: 'Iniciando publicación: error' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await step('Iniciando publicación: completado')).toBeInTheDocument();
    expect(puts()).toHaveLength(2);
  });

  it('sends an invalid draft back to the editor with the publish check open', async () => {
    const { router } = start({ data: pendingDraft }, apiErrorReply(409, 'PROPERTY_DRAFT_INVALID'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/property-editor/${id}/create`));
    expect(router.state.location.search).toBe('?validation_error=true');
  });

  it('a published draft whose network failed retries it and follows it live', async () => {
    const failed = makeDraft({
      ...pendingDraft,
      status: 3,
      postStatus: 6,
      property: { slug: 'casa-en-chacao', propertyId: 'p1' },
      instagramPost: makeInstagramPost({ status: 2 }),
      facebookPost: makeFacebookPost({ status: 3, errorMessage: 'La página no permite publicar' }),
    });
    const retrying = { ...failed, status: 2 };
    const { puts, user } = start({ data: failed }, { data: retrying });
    const result = await screen.findByRole('status', { name: 'Resultado de la publicación' });
    expect(result).toHaveTextContent('No se ha podido publicar en FacebookLa página no permite publicar');
    expect(puts()).toHaveLength(0);

    await user.click(within(result).getByRole('button', { name: 'Reintentar Facebook' }));
    expect(await step('Publicando en Facebook: en curso')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    await serverSends(stepMessage(id, { step: 3, postStatus: 6, facebookStatus: 2 }));
    await serverSends(stepMessage(id, { step: 4, status: 3, postStatus: 2, slug: 'casa-en-chacao', propertyId: 'p1' }));
    const done = await screen.findByRole('status', { name: 'Resultado de la publicación' });
    expect(done).not.toHaveTextContent('No se ha podido publicar en Facebook');
    expect(screen.getByRole('listitem', { name: 'Publicando en Facebook: completado' })).toBeInTheDocument();
  });

  it('Salir del editor asks first, then goes to the drafts', async () => {
    const { router, user } = start({ data: publishingDraft });
    await user.click(await screen.findByRole('button', { name: 'Salir del editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salir del editor' });
    expect(dialog).toHaveTextContent('La publicación continuará y te avisaremos cuando termine.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Salir del editor' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(page);

    await user.click(screen.getByRole('button', { name: 'Salir del editor' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Salir del editor' })).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/drafts'));
  });

  it('shows the loading error with Reintentar, and a lost channel', async () => {
    let failing = true;
    const { user } = start(() => (failing ? apiErrorReply(500, 'SERVER_ERROR') : { data: publishingDraft }));
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 10_000 });
    expect(screen.getByRole('alert')).toHaveTextContent('Algo no ha salido bien');
    failing = false;
    await user.click(retry);
    await step('Publicando propiedad: en curso');
    fakeHub.last.serverError();
    expect(await screen.findByRole('alert')).toHaveTextContent('Se ha perdido la conexión con el servidor');
  });
});
