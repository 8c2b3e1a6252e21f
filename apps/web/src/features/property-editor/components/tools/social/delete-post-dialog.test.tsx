import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorReply, mockApi } from '../../../../../test/api-mock';
import { makeDraft, makeFacebookPost, makeInstagramPost } from '../../../../../test/property-draft-fixture';
import { DRAFT_ID, accountRoutes, editorPath, imageId, makeConnection, makeImages, renderEditor, resetSocialState } from './social-test-utils';

const withPosts = makeDraft({
  media: makeImages(2),
  instagramPost: makeInstagramPost({ imagesUrls: [imageId(0)], caption: 'Para Instagram' }),
  facebookPost: makeFacebookPost({ imagesUrls: [imageId(0)], caption: 'Para Facebook', pagesIds: ['1001'] }),
});
const routes = {
  [`GET /property-drafts/${DRAFT_ID}`]: { data: withPosts },
  ...accountRoutes([makeConnection(2), makeConnection(3)]),
  'GET /media-providers/facebook/pages': { data: [{ facebookPageId: '1001', name: 'Inmuebles María', pictureUrl: null }] },
};

describe('No quiero publicar', () => {
  afterEach(resetSocialState);

  it('deletes the Instagram post after confirming and empties the form', async () => {
    const { calls } = mockApi({ ...routes, [`DELETE /property-drafts/${DRAFT_ID}/instagram`]: { data: { ...withPosts, instagramPost: null } } });
    renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'No quiero publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'No publicar en Instagram' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar publicación' }));
    expect(await screen.findByText('Publicación de Instagram eliminada correctamente.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/property-drafts/${DRAFT_ID}/instagram`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'No publicar en Instagram' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'No quiero publicar' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toHaveValue('');
  });

  it('keeps the dialog and the post when the delete fails', async () => {
    mockApi({ ...routes, [`DELETE /property-drafts/${DRAFT_ID}/facebook`]: apiErrorReply(409, 'PROPERTY_DRAFT_NOT_EDITABLE') });
    renderEditor(editorPath('facebook'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'No quiero publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'No publicar en Facebook' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar publicación' }));
    expect(await screen.findByText('Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'No publicar en Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toHaveValue('Para Facebook');
  });

  it('deletes the Facebook post with its own message', async () => {
    mockApi({ ...routes, [`DELETE /property-drafts/${DRAFT_ID}/facebook`]: { data: { ...withPosts, facebookPost: null } } });
    renderEditor(editorPath('facebook'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'No quiero publicar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar publicación' }));
    expect(await screen.findByText('Publicación de Facebook eliminada correctamente.')).toBeInTheDocument();
  });
});
