import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@vitrina/contract/errors';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from '../../../../../lib/access-token';
import { apiErrorReply, mockApi } from '../../../../../test/api-mock';
import { makeAgent } from '../../../../../test/fixtures';
import { makeDraft, makeImage } from '../../../../../test/property-draft-fixture';
import { renderApp } from '../../../../../test/render-app';
import { resetPhotoUploads } from './photo-uploads';

const upload = vi.hoisted(() => vi.fn());
// jsdom's XMLHttpRequest does not carry a File to msw: the upload itself is checked by the photos journey and lib/api-client.test.ts.
vi.mock('../../../api/media', async (original) => ({ ...(await original<typeof import('../../../api/media')>()), uploadImage: upload }));
// jsdom draws no canvas: the browser-side resize is checked by the photos journey.
vi.mock('../../../../../lib/images', async (original) => ({
  ...(await original<typeof import('../../../../../lib/images')>()),
  shrinkListingPhoto: vi.fn(async (file: File) => file),
}));

const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
const jpeg = (name: string) => new File([new Uint8Array(2000)], name, { type: 'image/jpeg' });

function open(draft: PropertyDraft, routes: Parameters<typeof mockApi>[0] = {}) {
  saveAccessToken('tok');
  const mock = mockApi({
    'GET /auth/agents': { data: makeAgent() },
    [`GET /property-drafts/${ID}`]: { data: draft },
    // The Ambiente each photo may name: none unless a test declares them.
    'GET /property-enviroments': { data: [] },
    ...routes,
  });
  renderApp(`/property-editor/${ID}/create?section=images`);
  return mock;
}

beforeEach(() => {
  upload.mockReset();
  resetPhotoUploads();
});

/** An upload that answers when the test says so. */
function held() {
  let answer: (draft: PropertyDraft) => void = () => undefined;
  const promise = new Promise<PropertyDraft>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('Imágenes tool', () => {
  it('sends several photos as soon as they are picked, one after the other with a bar each; a failed one shows its error and retries while the others are saved', async () => {
    open(makeDraft());
    const user = userEvent.setup();
    const first = held();
    let failOnce = true;
    upload.mockImplementation(async (_id: string, file: File, onProgress: (n: number) => void) => {
      onProgress(0.5);
      if (file.name === 'sala.jpg') return first.promise;
      if (file.name === 'cocina.jpg' && failOnce) {
        failOnce = false;
        throw new ApiError('SERVER_ERROR', 'Server error', 500);
      }
      onProgress(1);
      return makeDraft({ media: [makeImage(1)] });
    });
    await user.upload(await screen.findByLabelText('Elegir imágenes'), [jpeg('sala.jpg'), jpeg('cocina.jpg'), jpeg('bano.jpg')]);
    const tray = screen.getByRole('region', { name: 'Imágenes por subir' });
    // The first one is on its way without anything else to press: there is no 'Subir' button.
    expect(await within(tray).findByText('Subiendo…')).toBeInTheDocument();
    expect(within(tray).getByRole('progressbar', { name: 'Progreso de sala.jpg' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(tray).getAllByText('En espera')).toHaveLength(2);
    expect(within(tray).getByText('Subiendo imágenes: 0 de 3')).toBeInTheDocument();
    expect(within(tray).queryByRole('button', { name: /^Subir/ })).toBeNull();
    first.answer(makeDraft({ media: [makeImage(1)] }));

    expect(await within(tray).findByText('Algo ha salido mal. Por favor, vuelve a intentarlo.')).toBeInTheDocument();
    expect(upload.mock.calls.map((c) => (c[1] as File).name)).toEqual(['sala.jpg', 'cocina.jpg', 'bano.jpg']);
    expect(await screen.findByText('2 imágenes guardadas correctamente.')).toBeInTheDocument();
    // The failed one stays, with its way back.
    await waitFor(() => expect(within(tray).queryByText('sala.jpg')).toBeNull(), { timeout: 5000 });
    expect(within(tray).getByText('cocina.jpg')).toBeInTheDocument();
    expect(within(tray).getByText('1 imagen no se ha subido')).toBeInTheDocument();

    await user.click(within(tray).getByRole('button', { name: 'Reintentar cocina.jpg' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(4));
    expect((upload.mock.calls[3]![1] as File).name).toBe('cocina.jpg');
    expect(await screen.findByText('Imagen guardada correctamente.')).toBeInTheDocument();
  });

  it("tells an invited agent without the 'Imágenes' area why the upload was refused, in the tray and the toast", async () => {
    open(makeDraft());
    const user = userEvent.setup();
    const refused = 'No tienes permiso para editar esta sección';
    upload.mockRejectedValue(new ApiError('FORBIDDEN_SCOPE', refused, 403));
    await user.upload(await screen.findByLabelText('Elegir imágenes'), [jpeg('sala.jpg')]);
    const tray = screen.getByRole('region', { name: 'Imágenes por subir' });

    expect(await within(tray).findByText(refused)).toBeInTheDocument();
    // The toast says the same thing, not 'Algo ha salido mal'.
    await waitFor(() => expect(document.getElementById('images-error')).toHaveTextContent(refused));
  });

  it('sends photos dropped on the grid at once', async () => {
    open(makeDraft());
    upload.mockImplementation(async (_id: string, file: File) => makeDraft({ media: [{ ...makeImage(1), imageUrl: `/files/${file.name}` }] }));
    const add = await screen.findByRole('button', { name: /Añadir imágenes/ });
    fireEvent.drop(add, { dataTransfer: { types: ['Files'], files: [jpeg('terraza.jpg'), jpeg('patio.jpg')] } });
    const tray = await screen.findByRole('region', { name: 'Imágenes por subir' });
    expect(within(tray).getByText('terraza.jpg')).toBeInTheDocument();
    await waitFor(() => expect(upload.mock.calls.map((c) => (c[1] as File).name)).toEqual(['terraza.jpg', 'patio.jpg']));
    expect(await screen.findByText('2 imágenes guardadas correctamente.')).toBeInTheDocument();
  });

  it('keeps uploading while another tool is open: the photos land in the draft and show on coming back', async () => {
    open(makeDraft());
    const user = userEvent.setup();
    const first = held();
    const second = held();
    upload.mockImplementationOnce(() => first.promise).mockImplementationOnce(() => second.promise);
    await user.upload(await screen.findByLabelText('Elegir imágenes'), [jpeg('sala.jpg'), jpeg('cocina.jpg')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));

    // Another tool, while the first photo is still travelling.
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const menu = await screen.findByRole('navigation', { name: 'Herramientas del editor' });
    await user.click(within(menu).getByRole('button', { name: /^Video/ }));
    expect(await screen.findByRole('heading', { name: 'Video' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Imágenes por subir' })).toBeNull();

    first.answer(makeDraft({ media: [makeImage(1)] }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect((upload.mock.calls[1]![1] as File).name).toBe('cocina.jpg');
    second.answer(makeDraft({ media: [makeImage(1), makeImage(2)] }));
    expect(await screen.findByText('2 imágenes guardadas correctamente.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Herramientas del editor' })).getByRole('button', { name: /^Imágenes/ }));
    await waitFor(() => expect(screen.getAllByTestId('listing-image')).toHaveLength(2));
    expect(within(screen.getAllByTestId('listing-image')[0]!).getByText('Portada')).toBeInTheDocument();
  });

  it("asks before the page is closed while photos are uploading, and 'Publicar' waits for them instead of asking for images", async () => {
    open(makeDraft());
    const user = userEvent.setup();
    const first = held();
    upload.mockImplementationOnce(() => first.promise);
    await user.upload(await screen.findByLabelText('Elegir imágenes'), [jpeg('sala.jpg')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Faltan datos para publicar' });
    expect(within(dialog).getByText('Se está subiendo 1 imagen. Podrás publicar en cuanto termine.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Debe cargar al menos una imagen')).toBeNull();

    first.answer(makeDraft({ media: [makeImage(1)], thumbnail: '/files/thumb.jpg' }));
    await waitFor(() => expect(within(dialog).queryByText(/Se está subiendo/)).toBeNull());
    expect(within(dialog).queryByText('Debe cargar al menos una imagen')).toBeNull();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
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

  it('deletes an image only after the agent confirms; a failed delete keeps it and says so', async () => {
    const { requests } = open(makeDraft({ media: [makeImage(1), makeImage(2)] }), {
      [`DELETE /property-drafts/${ID}/images/image-1`]: { data: makeDraft({ media: [{ ...makeImage(2), index: 1 }] }) },
      [`DELETE /property-drafts/${ID}/images/image-2`]: apiErrorReply(500, 'SERVER_ERROR'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar imagen 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar imagen' });
    expect(within(dialog).getByText('¿Seguro que quieres eliminar esta imagen? Esta acción no se puede deshacer.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests(`DELETE /property-drafts/${ID}/images/image-1`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar imagen 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar imagen' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Imagen eliminada correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('listing-image')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Eliminar imagen 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar imagen' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Algo no ha salido como se esperaba. Vuelve a intentarlo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('listing-image')).toHaveLength(1);
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
