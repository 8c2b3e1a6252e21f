import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorReply } from '../../../test/api-mock';
import { matchMediaAt } from '../../../test/match-media';
import { renderApp } from '../../../test/render-app';
import { makeNote, NOTES, notePage, signedInOnCustomerNotes, TENANT_ID } from '../test-helpers';

// Tiptap needs a real browser (the journey e2e/journeys/notes.test.ts drives it): here a text box
// stands in, answering the HTML and visible length as the editor does.
vi.mock('../../../components/rich-text-editor', () => ({
  RichTextField: ({ initialHtml, label, onChange }: { initialHtml: string; label: string; onChange: (html: string, length: number) => void }) => (
    <textarea
      aria-label={label}
      defaultValue={initialHtml.replace(/<[^>]+>/g, '')}
      onChange={(e) => onChange(e.currentTarget.value ? `<p>${e.currentTarget.value}</p>` : '<p></p>', e.currentTarget.value.trim().length)}
    />
  ),
}));

const VIEW = '/customers/view/jose-hernandez?section=notes';
const pinned = makeNote({ noteId: 'n-pinned', pinned: true, content: '<p>Solo planta baja</p>', createdAt: '2025-03-01T13:00:00.000Z', updatedAt: '2025-03-01T13:00:00.000Z' });
const recent = makeNote({ noteId: 'n-recent' });

describe('notes tab', () => {
  it('lists pinned notes first with a pin mark, the author and the date in Caracas', async () => {
    const { calls } = signedInOnCustomerNotes({ [`GET ${NOTES}`]: notePage([pinned, recent]) });
    renderApp(VIEW);

    // The first test of the file also waits for the lazy route to compile.
    const cards = await screen.findAllByRole('article', { name: /^Nota de/ }, { timeout: 15_000 });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Nota de María Pérez del 01/03/2025 09:00', 'Nota de María Pérez del 04/03/2025 11:05']);
    expect(within(cards[0]!).getByText('Fijada')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Fijada')).toBeNull();
    expect(within(cards[1]!).getByText('tres').tagName).toBe('STRONG');
    expect(within(cards[0]!).getByRole('button', { name: 'Desfijar nota' })).toBeInTheDocument();
    const url = new URL(calls.find((c) => c.path === NOTES)!.url, 'http://x');
    expect([url.searchParams.get('limit'), url.searchParams.get('offset') ?? '0']).toEqual(['20', '0']);
  });

  it('shows a skeleton while loading, then the empty message', async () => {
    let answer: () => void = () => undefined;
    signedInOnCustomerNotes({ [`GET ${NOTES}`]: () => new Promise((resolve) => (answer = () => resolve(notePage([])))) });
    renderApp(VIEW);
    expect(await screen.findByRole('status', { name: 'Cargando notas' }, { timeout: 15_000 })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('No se han encontrado notas en este momento')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando notas' })).toBeNull();
  });

  it("offers 'Reintentar' when the list fails, and shows the notes after it", async () => {
    // A 4xx: the list does not retry it by itself.
    signedInOnCustomerNotes({ [`GET ${NOTES}`]: [apiErrorReply(400, 'VALIDATION_ERROR'), notePage([recent])] });
    renderApp(VIEW);
    expect(await screen.findByText('Algo no ha salido bien, por favor intenta de nuevo.')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: /^Nota de/ })).toBeInTheDocument();
  });

  it('adds a pinned note: the rule first, then the body, the toast, the list and the timeline again', async () => {
    // At 1280 px the timeline is the column beside the tabs.
    vi.stubGlobal('matchMedia', matchMediaAt(1280));
    const { calls } = signedInOnCustomerNotes({
      [`GET ${NOTES}`]: [notePage([]), notePage([makeNote({ pinned: true, content: '<p>Quiere mudarse en mayo</p>' })])],
      [`POST ${NOTES}`]: { status: 201, data: makeNote() },
    });
    renderApp(VIEW);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Agregar nota' }));
    const form = await screen.findByRole('form', { name: 'Nueva nota' });
    await user.click(within(form).getByRole('button', { name: 'Guardar nota' }));
    expect(await within(form).findByText('La nota es requerida')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(await within(form).findByRole('textbox', { name: 'Nota' }), 'Quiere mudarse en mayo');
    expect(within(form).getByText('22 / 5000')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Fijar nota' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar nota' }));

    expect(await screen.findByText('Nota agregada exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: '<p>Quiere mudarse en mayo</p>', pinned: true });
    expect(await screen.findByText('Quiere mudarse en mayo')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nueva nota' })).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.path === `/tenants/${TENANT_ID}/activities`).length).toBeGreaterThanOrEqual(2));
  });

  it("keeps the text when the save fails, with the server's message", async () => {
    signedInOnCustomerNotes({
      [`POST ${NOTES}`]: [
        apiErrorReply(400, 'VALIDATION_ERROR', 'Datos inválidos', { content: 'La nota debe contener máximo 5000 caracteres' }),
        apiErrorReply(503, 'DATABASE_UNAVAILABLE', 'El servicio no está disponible en este momento'),
      ],
    });
    renderApp(VIEW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar nota' }));
    const form = await screen.findByRole('form', { name: 'Nueva nota' });
    await user.type(await within(form).findByRole('textbox', { name: 'Nota' }), 'Texto importante');
    await user.click(within(form).getByRole('button', { name: 'Guardar nota' }));
    expect(await within(form).findByText('La nota debe contener máximo 5000 caracteres')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Guardar nota' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('El servicio no está disponible en este momento');
    expect(within(form).getByRole('textbox', { name: 'Nota' })).toHaveValue('Texto importante');
    expect(screen.getByRole('form', { name: 'Nueva nota' })).toBeInTheDocument();
  });

  it('edits a note in place and pins another', async () => {
    const { calls } = signedInOnCustomerNotes({
      [`GET ${NOTES}`]: notePage([pinned, recent]),
      [`PUT ${NOTES}/n-recent`]: [{ data: makeNote({ noteId: 'n-recent', content: '<p>Busca dos habitaciones</p>' }) }, { data: makeNote({ noteId: 'n-recent', pinned: true }) }],
    });
    renderApp(VIEW);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Nota de María Pérez del 04/03/2025 11:05' });
    await user.click(within(card).getByRole('button', { name: 'Editar nota' }));
    const form = await screen.findByRole('form', { name: 'Editar nota' });
    const box = await within(form).findByRole('textbox', { name: 'Nota' });
    expect(box).toHaveValue('Busca tres habitaciones');
    await user.clear(box);
    await user.type(box, 'Busca dos habitaciones');
    await user.click(within(form).getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText('Nota modificada exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ content: '<p>Busca dos habitaciones</p>' });

    await user.click(within(await screen.findByRole('article', { name: 'Nota de María Pérez del 04/03/2025 11:05' })).getByRole('button', { name: 'Fijar nota' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ pinned: true }));
  });

  it("deletes a note only after 'Eliminar nota' is confirmed", async () => {
    const { calls } = signedInOnCustomerNotes({
      [`GET ${NOTES}`]: [notePage([recent]), notePage([])],
      [`DELETE ${NOTES}/n-recent`]: { data: null },
    });
    renderApp(VIEW);
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: /^Nota de/ })).getByRole('button', { name: 'Eliminar nota' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar nota' });
    await user.click(within(dialog).getByRole('button', { name: 'No, gracias' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminar nota' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(screen.getByRole('article', { name: /^Nota de/ })).getByRole('button', { name: 'Eliminar nota' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar nota' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar nota' }));
    expect(await screen.findByText('Nota eliminada exitosamente')).toBeInTheDocument();
    expect(await screen.findByText('No se han encontrado notas en este momento')).toBeInTheDocument();
  });

  it('keeps unsaved text when the agent leaves the tab and restores it on return; closing asks first', async () => {
    signedInOnCustomerNotes({
      [`GET /tenants/${TENANT_ID}/tasks`]: notePage([]),
      'GET /tasks-types': { data: [] },
    });
    renderApp(VIEW);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar nota' }));
    await user.type(await screen.findByRole('textbox', { name: 'Nota' }), 'Llamar después de las 5');

    await user.click(screen.getByRole('tab', { name: 'Tareas' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nota' })).toBeNull());
    await user.click(screen.getByRole('tab', { name: 'Notas' }));
    expect(await screen.findByRole('textbox', { name: 'Nota' })).toHaveValue('Llamar después de las 5');
    expect(screen.getByText('Recuperamos el texto que no habías guardado.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar cambios' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir escribiendo' }));
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveValue('Llamar después de las 5');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Descartar cambios' })).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nota' })).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Tareas' }));
    await user.click(screen.getByRole('tab', { name: 'Notas' }));
    expect(await screen.findByText('No se han encontrado notas en este momento')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nota' })).toBeNull();
  });
});
