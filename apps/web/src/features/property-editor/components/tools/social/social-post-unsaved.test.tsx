import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorReply, mockApi } from '../../../../../test/api-mock';
import { makeDraft, makeInstagramPost } from '../../../../../test/property-draft-fixture';
import { DRAFT_ID, accountRoutes, editorPath, imageId, makeConnection, makeImages, renderEditor, resetSocialState } from './social-test-utils';

const routes = (draft = makeDraft({ media: makeImages(3) })) => ({
  [`GET /property-drafts/${DRAFT_ID}`]: { data: draft },
  ...accountRoutes([makeConnection(2)]),
  'GET /property-enviroments': { data: [] },
});
const caption = () => screen.findByRole('textbox', { name: /Descripción/ });
const image = (n: number) => screen.getByRole('checkbox', { name: `Imagen ${n}` });

/** Whether the browser would ask before leaving the page. */
function leaveWarning(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('social post form: nothing typed is lost', () => {
  afterEach(resetSocialState);

  it('keeps the caption and images across a tool switch and a reload, and warns before leaving', async () => {
    mockApi(routes());
    const first = renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    await user.type(await caption(), 'Vista al mar');
    await user.click(image(2));
    expect(leaveWarning()).toBe(true);

    await first.router.navigate(editorPath('enviroments'));
    expect(await screen.findByRole('heading', { name: 'Ambientes' })).toBeInTheDocument();
    expect(leaveWarning()).toBe(true);
    await first.router.navigate(editorPath('instagram'));
    expect(await caption()).toHaveValue('Vista al mar');
    expect(image(2)).toBeChecked();

    first.unmount();
    renderEditor(editorPath('instagram'));
    expect(await caption()).toHaveValue('Vista al mar');
    expect(image(2)).toBeChecked();
    expect(leaveWarning()).toBe(true);
  });

  it('keeps the typed text after a failed save, shows the server messages, and still has it after a reload', async () => {
    mockApi({
      ...routes(),
      [`PUT /property-drafts/${DRAFT_ID}/instagram`]: apiErrorReply(400, 'VALIDATION_ERROR', 'x', { imagesUrls: 'La imagen no existe' }),
    });
    const first = renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    await user.type(await caption(), 'Oferta');
    await user.click(image(1));
    await user.click(screen.getByRole('button', { name: 'Guardar publicación' }));
    expect(await screen.findByText('Algo ha salido mal. Por favor, vuelve a intentarlo.')).toBeInTheDocument();
    expect(screen.getByText('La imagen no existe')).toBeInTheDocument();
    expect(await caption()).toHaveValue('Oferta');
    expect(leaveWarning()).toBe(true);

    first.unmount();
    renderEditor(editorPath('instagram'));
    expect(await caption()).toHaveValue('Oferta');
  });

  it('forgets the copy once saved, and a copy equal to the saved post never warns', async () => {
    const saved = makeDraft({ media: makeImages(3), instagramPost: makeInstagramPost({ imagesUrls: [imageId(0)], caption: 'Listo' }) });
    mockApi({ ...routes(), [`PUT /property-drafts/${DRAFT_ID}/instagram`]: { data: saved } });
    const first = renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    await user.type(await caption(), 'Listo');
    await user.click(image(1));
    await user.click(screen.getByRole('button', { name: 'Guardar publicación' }));
    expect(await screen.findByText('Publicación actualizada correctamente.')).toBeInTheDocument();
    expect(leaveWarning()).toBe(false);
    expect(window.localStorage.length).toBe(0);

    first.unmount();
    renderEditor(editorPath('instagram'));
    expect(await caption()).toHaveValue('');
  });
  it('leaves out of the saved post an image of the stored copy that was deleted since', async () => {
    window.localStorage.setItem(
      `vitrina:social-post:${DRAFT_ID}:instagram`,
      JSON.stringify({ imagesUrls: [imageId(7), imageId(1)], caption: 'Copia', pagesIds: [] }),
    );
    const saved = makeDraft({ media: makeImages(3), instagramPost: makeInstagramPost({ imagesUrls: [imageId(1)], caption: 'Copia' }) });
    const { calls } = mockApi({ ...routes(), [`PUT /property-drafts/${DRAFT_ID}/instagram`]: { data: saved } });
    renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    expect(await caption()).toHaveValue('Copia');
    expect(screen.getByText('1 / 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar publicación' }));
    expect(await screen.findByText('Publicación actualizada correctamente.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ imagesUrls: [imageId(1)], caption: 'Copia', hashtags: null, location: null });
  });
});
