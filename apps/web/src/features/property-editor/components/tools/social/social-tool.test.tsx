import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectPromptProps } from '../../../lib/social-slots';
import { mockApi } from '../../../../../test/api-mock';
import { makeDraft, makeFacebookPost, makeInstagramPost } from '../../../../../test/property-draft-fixture';
import { DRAFT_ID, accountRoutes, editorPath, imageId, makeConnection, makeImages, renderEditor, resetSocialState } from './social-test-utils';

const social = {
  ConnectPrompt: ({ type, contextId }: ConnectPromptProps) => (
    <p>
      Conectar red {type} para {contextId}
    </p>
  ),
};
const draftRoute = (draft = makeDraft()) => ({ [`GET /property-drafts/${DRAFT_ID}`]: { data: draft } });

describe('social tools: gating', () => {
  afterEach(resetSocialState);

  it('shows the connection prompt when the network is not connected', async () => {
    mockApi({ ...draftRoute(makeDraft({ media: makeImages(2) })), ...accountRoutes([makeConnection(3)]) });
    renderEditor(editorPath('instagram'), social);
    expect(await screen.findByText(`Conectar red 2 para ${DRAFT_ID}`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Descripción/ })).toBeNull();
  });

  it('without a prompt slot, says where to connect the account', async () => {
    mockApi({ ...draftRoute(), ...accountRoutes([]) });
    renderEditor(editorPath('facebook'));
    expect(await screen.findByText('Conecta tu cuenta de Facebook')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Integraciones' })).toHaveAttribute('href', '/account?section=integrations');
  });

  it('does not ask for connections when there are no providers', async () => {
    const { calls } = mockApi({ ...draftRoute(), 'GET /media-providers': { data: [] } });
    renderEditor(editorPath('instagram'), social);
    expect(await screen.findByText('No se han encontrado medios de sincronización en este momento')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/media-providers/agents')).toBe(false);
  });

  it('asks for an image first, and Subir imagen opens the images tool', async () => {
    mockApi({
      ...draftRoute(),
      ...accountRoutes([makeConnection(2)]),
      // The images tool it opens lists the Ambientes a photo may name.
      'GET /property-enviroments?limit=100': { data: [] },
    });
    const { router } = renderEditor(editorPath('instagram'), social);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Subir imagen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=images'));
    expect(await screen.findByRole('heading', { name: 'Imágenes' })).toBeInTheDocument();
  });

  it('shows the form when connected and the draft has images', async () => {
    mockApi({ ...draftRoute(makeDraft({ media: makeImages(3) })), ...accountRoutes([makeConnection(2)]) });
    renderEditor(editorPath('instagram'), social);
    expect(await screen.findByRole('textbox', { name: /Descripción/ })).toHaveValue('');
    expect(screen.getAllByRole('checkbox', { name: /^Imagen \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Guardar publicación' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No quiero publicar' })).toBeNull();
  });

  it('asks to reconnect and keeps the saved post visible', async () => {
    const post = makeInstagramPost({ imagesUrls: [imageId(1)], caption: 'Casa con piscina' });
    mockApi({ ...draftRoute(makeDraft({ media: makeImages(2), instagramPost: post })), ...accountRoutes([makeConnection(2, 'reconnect')]) });
    renderEditor(editorPath('instagram'), social);
    expect(await screen.findByText(`Conectar red 2 para ${DRAFT_ID}`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Descripción/ })).toHaveValue('Casa con piscina');
    expect(screen.getByRole('checkbox', { name: 'Imagen 2' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'No quiero publicar' })).toBeInTheDocument();
  });

  it('shows why a publication failed, and that one went out', async () => {
    const failed = makeInstagramPost({ status: 3, errorMessage: 'Instagram rechazó la imagen: formato no admitido.' });
    const published = makeFacebookPost({ status: 2, publishedAt: '2030-03-05T15:00:00.000Z' });
    mockApi({
      ...draftRoute(makeDraft({ media: makeImages(1), instagramPost: failed, facebookPost: published })),
      ...accountRoutes([makeConnection(2), makeConnection(3)]),
      'GET /media-providers/facebook/pages': { data: [] },
    });
    const { router } = renderEditor(editorPath('instagram'), social);
    expect(await screen.findByText('No se ha podido publicar en Instagram')).toBeInTheDocument();
    expect(screen.getByText('Instagram rechazó la imagen: formato no admitido.')).toBeInTheDocument();
    await router.navigate(editorPath('facebook'));
    expect(await screen.findByText('Publicado en Facebook')).toBeInTheDocument();
    expect(screen.getByText('Esta publicación salió en Facebook el 05/03/2030.')).toBeInTheDocument();
  });
});
