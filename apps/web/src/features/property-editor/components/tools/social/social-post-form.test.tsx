import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { socialPostMessages } from '@vitrina/contract/schemas/social-post';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../../test/api-mock';
import { makeDraft, makeInstagramPost } from '../../../../../test/property-draft-fixture';
import { DRAFT_ID, accountRoutes, editorPath, imageId, makeConnection, makeImages, renderEditor, resetSocialState } from './social-test-utils';

// The real picker is lazy and heavy: a button stands in for it.
vi.mock('./emoji-panel', () => ({
  EmojiPanel: ({ onPick }: { onPick: (emoji: string) => void }) => (
    <button type="button" onClick={() => onPick('🏡')}>
      Elegir casa
    </button>
  ),
}));

const routes = (count: number, draft = makeDraft({ media: makeImages(count) })) => ({
  [`GET /property-drafts/${DRAFT_ID}`]: { data: draft },
  ...accountRoutes([makeConnection(2), makeConnection(3)]),
});
const image = (n: number) => screen.getByRole('checkbox', { name: `Imagen ${n}` });
const orderOf = (n: number) => within(image(n)).queryByTestId('image-order')?.textContent ?? null;

describe('social post form', () => {
  afterEach(resetSocialState);

  it('numbers the images in the order clicked, counts them and deselects', async () => {
    mockApi(routes(4));
    renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Imagen 1' });
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
    await user.click(image(3));
    await user.click(image(1));
    await user.click(image(4));
    expect([orderOf(1), orderOf(2), orderOf(3), orderOf(4)]).toEqual(['2', null, '1', '3']);
    expect(image(3)).toBeChecked();
    expect(screen.getByText('3 / 20')).toBeInTheDocument();
    await user.click(image(3));
    expect(image(3)).not.toBeChecked();
    expect([orderOf(1), orderOf(4)]).toEqual(['1', '2']);
    expect(screen.getByText('2 / 20')).toBeInTheDocument();
  });

  it('ignores clicks past 20 and says Instagram sends only the first 10', async () => {
    mockApi(routes(22));
    renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Imagen 1' });
    for (let n = 1; n <= 10; n += 1) await user.click(image(n));
    expect(screen.queryByText(socialPostMessages.instagramCarousel)).toBeNull();
    await user.click(image(11));
    expect(screen.getByText(socialPostMessages.instagramCarousel)).toBeInTheDocument();
    for (let n = 12; n <= 21; n += 1) await user.click(image(n));
    expect(screen.getByText('20 / 20')).toBeInTheDocument();
    expect(image(21)).not.toBeChecked();
    expect(orderOf(20)).toBe('20');
  });

  it('counts the caption and ignores what passes 2200 characters', async () => {
    mockApi(routes(1));
    renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    const caption = await screen.findByRole('textbox', { name: /Descripción/ });
    await user.type(caption, 'Hola');
    expect(screen.getByText('4/2200')).toBeInTheDocument();
    fireEvent.change(caption, { target: { value: 'a'.repeat(2300) } });
    expect(caption).toHaveValue('a'.repeat(2200));
    await user.type(caption, 'b');
    expect(caption).toHaveValue('a'.repeat(2200));
    expect(screen.getByText('2200/2200')).toBeInTheDocument();
  });

  it('inserts an emoji at the cursor and leaves the caret after it', async () => {
    mockApi(routes(1));
    renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    const caption = (await screen.findByRole('textbox', { name: /Descripción/ })) as HTMLTextAreaElement;
    await user.type(caption, 'Casa grande');
    caption.setSelectionRange(4, 4);
    await user.click(screen.getByRole('button', { name: 'Insertar emoji' }));
    // jsdom has no layout: Mantine hides floating dropdowns there, hence hidden: true.
    await user.click(await screen.findByRole('button', { name: 'Elegir casa', hidden: true }));
    expect(caption).toHaveValue('Casa🏡 grande');
    expect(caption).toHaveFocus();
    expect(caption.selectionStart).toBe(4 + '🏡'.length);
    expect(caption.selectionEnd).toBe(4 + '🏡'.length);
  });

  it('shows the messages on submit and clears each when its field changes', async () => {
    const { calls } = mockApi(routes(2));
    renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar publicación' }));
    expect(screen.getByText('Debes seleccionar al menos una imagen.')).toBeInTheDocument();
    expect(screen.getByText('Debes escribir una descripción.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(image(1));
    expect(screen.queryByText('Debes seleccionar al menos una imagen.')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'x');
    expect(screen.queryByText('Debes escribir una descripción.')).toBeNull();
  });

  it('saves the chosen images in order with the caption, then offers No quiero publicar', async () => {
    const saved = makeDraft({ media: makeImages(3), instagramPost: makeInstagramPost({ imagesUrls: [imageId(2), imageId(0)], caption: 'Casa 🏡' }) });
    const { calls } = mockApi({ ...routes(3), [`PUT /property-drafts/${DRAFT_ID}/instagram`]: { data: saved } });
    renderEditor(editorPath('instagram'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Imagen 3' }));
    await user.click(image(1));
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Casa 🏡');
    await user.click(screen.getByRole('button', { name: 'Guardar publicación' }));
    expect(await screen.findByText('Publicación actualizada correctamente.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/property-drafts/${DRAFT_ID}/instagram`);
    expect(put.body).toEqual({ imagesUrls: [imageId(2), imageId(0)], caption: 'Casa 🏡', hashtags: null, location: null });
    expect(await screen.findByRole('button', { name: 'No quiero publicar' })).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
  });

  it('starts from the saved post', async () => {
    const post = makeInstagramPost({ imagesUrls: [imageId(1)], caption: 'Guardado' });
    mockApi(routes(2, makeDraft({ media: makeImages(2), instagramPost: post })));
    renderEditor(editorPath('instagram'));
    expect(await screen.findByRole('textbox', { name: /Descripción/ })).toHaveValue('Guardado');
    expect(orderOf(2)).toBe('1');
    expect(image(1)).not.toBeChecked();
  });
});
