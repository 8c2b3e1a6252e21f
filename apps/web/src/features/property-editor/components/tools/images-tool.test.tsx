import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@vitrina/contract/errors';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from '../../../../lib/access-token';
import { mockApi } from '../../../../test/api-mock';
import { makeAgent } from '../../../../test/fixtures';
import { makeDraft, makeImage } from '../../../../test/property-draft-fixture';
import { renderApp } from '../../../../test/render-app';

const upload = vi.hoisted(() => vi.fn());
vi.mock('./image-upload', async (original) => ({ ...(await original<typeof import('./image-upload')>()), uploadImageWithProgress: upload }));
// jsdom draws no canvas: the browser-side resize is checked by the photos journey.
vi.mock('../../../../lib/images', async (original) => ({
  ...(await original<typeof import('../../../../lib/images')>()),
  shrinkListingPhoto: vi.fn(async (file: File) => file),
}));

const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
const jpeg = (name: string) => new File([new Uint8Array(2000)], name, { type: 'image/jpeg' });

function open(draft: PropertyDraft, routes: Parameters<typeof mockApi>[0] = {}) {
  saveAccessToken('tok');
  const mock = mockApi({
    'GET /auth/agents': { data: makeAgent() },
    [`GET /property-drafts/${ID}`]: { data: draft },
    ...routes,
  });
  renderApp(`/property-editor/${ID}/create?section=images`);
  return mock;
}

beforeEach(() => {
  upload.mockReset();
});

describe('Imágenes tool', () => {
  it('sends several photos one after the other with a bar each; a failed one shows its error and retries while the others are saved', async () => {
    open(makeDraft());
    const user = userEvent.setup();
    let failOnce = true;
    upload.mockImplementation(async (_id: string, file: File, onProgress: (n: number) => void) => {
      onProgress(0.5);
      if (file.name === 'cocina.jpg' && failOnce) {
        failOnce = false;
        throw new ApiError('SERVER_ERROR', 'Server error', 500);
      }
      onProgress(1);
      return makeDraft({ media: [makeImage(1)] });
    });
    await user.upload(await screen.findByLabelText('Elegir imágenes'), [jpeg('sala.jpg'), jpeg('cocina.jpg'), jpeg('bano.jpg')]);
    const tray = screen.getByRole('region', { name: 'Imágenes por subir' });
    expect(within(tray).getByText('sala.jpg')).toBeInTheDocument();
    await user.click(within(tray).getByRole('button', { name: 'Subir 3 imágenes' }));

    expect(await within(tray).findByText('Algo ha salido mal. Por favor, vuelve a intentarlo.')).toBeInTheDocument();
    await waitFor(() => expect(within(tray).getAllByText('Guardada')).toHaveLength(2));
    expect(upload.mock.calls.map((c) => (c[1] as File).name)).toEqual(['sala.jpg', 'cocina.jpg', 'bano.jpg']);
    expect(within(tray).getAllByRole('progressbar')).toHaveLength(3);
    expect(await screen.findByText('2 imágenes guardadas correctamente.')).toBeInTheDocument();

    await user.click(within(tray).getByRole('button', { name: 'Reintentar cocina.jpg' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(4));
    expect((upload.mock.calls[3]![1] as File).name).toBe('cocina.jpg');
    expect(await screen.findByText('Imagen guardada correctamente.')).toBeInTheDocument();
  });

  it('takes photos dropped on the grid', async () => {
    open(makeDraft());
    const add = await screen.findByRole('button', { name: /Añadir imágenes/ });
    fireEvent.drop(add, { dataTransfer: { types: ['Files'], files: [jpeg('terraza.jpg'), jpeg('patio.jpg')] } });
    const tray = await screen.findByRole('region', { name: 'Imágenes por subir' });
    expect(within(tray).getByText('terraza.jpg')).toBeInTheDocument();
    expect(within(tray).getByRole('button', { name: 'Subir 2 imágenes' })).toBeInTheDocument();
  });

  it('refuses a file that is not a JPG, PNG or WebP at once and never sends it', async () => {
    open(makeDraft());
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Elegir imágenes'), [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })]);
    expect(await screen.findByText('La imagen debe ser JPG, PNG o WebP')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subir/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar anim.gif' })).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it("marks the first image 'Portada' and makes another the cover by saving the whole order", async () => {
    const images = [makeImage(1), makeImage(2), makeImage(3)];
    const reordered = [images[1]!, images[0]!, images[2]!].map((image, i) => ({ ...image, index: i + 1 }));
    const { calls } = open(makeDraft({ media: images }), {
      [`PUT /property-drafts/${ID}/images/order`]: { data: makeDraft({ media: reordered }) },
    });
    const user = userEvent.setup();
    const tiles = await screen.findAllByTestId('listing-image');
    expect(within(tiles[0]!).getByText('Portada')).toBeInTheDocument();
    expect(within(tiles[1]!).queryByText('Portada', { selector: '.mantine-Badge-label' })).toBeNull();
    expect(within(tiles[0]!).getByRole('img')).toHaveAttribute('src', '/files/image-1.jpg');

    await user.click(screen.getByRole('button', { name: 'Usar la imagen 2 como portada' }));
    expect(await screen.findByText('Orden de las imágenes guardado.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ imageIds: ['image-2', 'image-1', 'image-3'] });
    const after = screen.getAllByTestId('listing-image');
    expect(within(after[0]!).getByRole('img')).toHaveAttribute('src', '/files/image-2.jpg');
    expect(within(after[0]!).getByText('Portada')).toBeInTheDocument();
  });

  it('names the room a photo shows, saved through the image update call', async () => {
    const kitchen = { propertyEnviromentId: 7, name: 'Cocina', shortName: 'Coc', type: 'KITCHEN' };
    const { calls } = open(makeDraft({ media: [makeImage(1)] }), {
      'GET /property-enviroments': { data: [{ propertyEnviromentParentId: 1, name: 'Interiores', propertyEnviroments: [kitchen] }] },
      [`PUT /property-drafts/${ID}/images/image-1`]: {
        data: makeDraft({ media: [{ ...makeImage(1), propertyEnviroment: { propertyEnviromentId: 7, name: 'Cocina' } }] }),
      },
    });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Ambiente de la imagen 1' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Cocina', hidden: true }));
    expect(await screen.findByText('Imagen guardada correctamente.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ propertyEnviromentId: 7 });
    expect(screen.getByRole('combobox', { name: 'Ambiente de la imagen 1' })).toHaveValue('Cocina');
  });
});
