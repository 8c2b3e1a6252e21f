import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorReply, mockApi } from '../../../../../test/api-mock';
import { makeDraft } from '../../../../../test/property-draft-fixture';
import { DRAFT_ID, accountRoutes, editorPath, imageId, makeConnection, makeImages, renderEditor, resetSocialState } from './social-test-utils';

const PAGES = '/media-providers/facebook/pages';
const pages = [
  { facebookPageId: '1001', name: 'Inmuebles María', pictureUrl: '/p/1001.jpg' },
  { facebookPageId: '1002', name: 'Casas en Caracas', pictureUrl: null },
];
const routes = {
  [`GET /property-drafts/${DRAFT_ID}`]: { data: makeDraft({ media: makeImages(2) }) },
  ...accountRoutes([makeConnection(3)]),
};

describe('Facebook post: pages', () => {
  afterEach(resetSocialState);

  it('shows a skeleton while the pages load', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      ...routes,
      [`GET ${PAGES}`]: async () => {
        await gate;
        return { data: pages };
      },
    });
    renderEditor(editorPath('facebook'));
    expect(await screen.findByLabelText('Cargando páginas')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('checkbox', { name: 'Inmuebles María' })).toBeInTheDocument();
  });

  it('offers Reintentar when the pages fail, then shows them', async () => {
    mockApi({ ...routes, [`GET ${PAGES}`]: [apiErrorReply(502, 'PROVIDER_UNAVAILABLE'), { data: pages }] });
    renderEditor(editorPath('facebook'));
    expect(await screen.findByText('No se han podido cargar tus páginas de Facebook.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('checkbox', { name: 'Casas en Caracas' })).toBeInTheDocument();
  });

  it('says so when the profile has no pages', async () => {
    mockApi({ ...routes, [`GET ${PAGES}`]: { data: [] } });
    renderEditor(editorPath('facebook'));
    expect(
      await screen.findByText('No se han encontrado páginas de Facebook creadas en tu perfil en este momento'),
    ).toBeInTheDocument();
  });

  it('asks for a page, then saves the chosen pages with the post', async () => {
    const { calls } = mockApi({
      ...routes,
      [`GET ${PAGES}`]: { data: pages },
      [`PUT /property-drafts/${DRAFT_ID}/facebook`]: { data: makeDraft({ media: makeImages(2) }) },
    });
    renderEditor(editorPath('facebook'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Imagen 2' }));
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Apartamento');
    await user.click(screen.getByRole('button', { name: 'Guardar publicación' }));
    expect(screen.getByText('Debes seleccionar al menos una página.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Casas en Caracas' }));
    expect(screen.queryByText('Debes seleccionar al menos una página.')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Casas en Caracas' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar publicación' }));
    expect(await screen.findByText('Publicación actualizada correctamente.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      imagesUrls: [imageId(1)],
      caption: 'Apartamento',
      hashtags: null,
      location: null,
      pagesIds: ['1002'],
    });
    expect(screen.queryByText(/Instagram publica como máximo/)).toBeNull();
  });
});
