import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDetail, makeDraft, makeEnvironment, makeImage } from '../../../test/property-draft-fixture';
import { fakeClock } from '../../../test/clock';
import { renderApp } from '../../../test/render-app';

const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
const editor = `/property-editor/${ID}/create`;
const base = {
  'GET /auth/agents': { data: makeAgent() },
  'GET /property-types': {
    data: [
      { propertyTypeId: 1, name: 'Casa', pictureUrl: null },
      { propertyTypeId: 2, name: 'Apartamento', pictureUrl: null },
    ],
  },
};

describe('property editor', () => {
  it('blocks the save with the messages, then saves type and price as an integer and opens Ambientes', async () => {
    saveAccessToken('tok');
    const saved = makeDraft({ propertyType: { propertyTypeId: 2, name: 'Apartamento' }, price: 85000 });
    const { calls } = mockApi({
      ...base,
      [`GET /property-drafts/${ID}`]: { data: makeDraft() },
      [`PUT /property-drafts/${ID}`]: { data: saved },
      'GET /property-enviroments': { data: [] },
    });
    const clock = fakeClock();
    const { router } = renderApp(editor);
    const user = clock.user;

    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El tipo de propiedad es requerido')).toBeInTheDocument();
    expect(screen.getByText('El precio es requerido')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText(/^Código inmobiliario/, { selector: 'input' }), 'AB');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El código debe tener al menos 3 caracteres')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Código inmobiliario/, { selector: 'input' }), 'C-1');

    await user.click(screen.getByLabelText(/^Tipo de propiedad/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Apartamento', hidden: true }));
    const price = screen.getByLabelText(/^Precio \(USD\)/, { selector: 'input' });
    // es-VE: dots between thousands as the agent types, a comma before the cents.
    await user.type(price, '85000,5');
    expect(price).toHaveValue('85.000,5');
    await user.tab();
    expect(price).toHaveValue('85.000,50');
    // A listing's price is whole dollars: the cents are refused with a word, not dropped on save.
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Escribe el precio sin céntimos')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(price);
    await user.type(price, '85000');
    expect(price).toHaveValue('85.000');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('¡Cambios guardados correctamente!')).toBeInTheDocument();
    expect(screen.getByText('Propiedad actualizada correctamente.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ operationType: 2, propertyType: 2, price: 85000, code: 'ABC-1', description: null });
    // Ambientes opens 2 s after the message: the test moves the clock rather than waiting on the wall clock.
    clock.hold();
    await clock.advance(2000);
    clock.release();
    await waitFor(() => expect(router.state.location.search).toBe('?section=enviroments'));
  });

  it('shows the server field messages', async () => {
    saveAccessToken('tok');
    mockApi({
      ...base,
      [`GET /property-drafts/${ID}`]: { data: makeDraft({ propertyType: { propertyTypeId: 1, name: 'Casa' }, price: 1000 }) },
      [`PUT /property-drafts/${ID}`]: apiErrorReply(400, 'VALIDATION_ERROR', 'x', { description: 'La descripción es requerida' }),
    });
    renderApp(editor);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('La descripción es requerida')).toBeInTheDocument();
  });

  it('marks complete tools in the menu and opens the section of the query', async () => {
    saveAccessToken('tok');
    mockApi({
      ...base,
      [`GET /property-drafts/${ID}`]: {
        data: makeDraft({
          propertyType: { propertyTypeId: 1, name: 'Casa' },
          price: 1000,
          enviroments: [makeEnvironment(1, 'Habitaciones', 2)],
          details: [makeDetail('WATER', 'Agua', 'Servicios')],
        }),
      },
      'GET /property-details/categories': { data: [] },
      'GET /property-details/types': { data: [] },
    });
    renderApp(`${editor}?section=rules`);
    expect(await screen.findByRole('heading', { name: 'Normativas de la propiedad' })).toBeInTheDocument();
    expect(await screen.findByText('No se han encontrado detalles en este momento')).toBeInTheDocument();
    const user = userEvent.setup();
    // Small screens (jsdom): the menu opens from the 'Menú' button and closes after a tool change.
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    expect(await screen.findByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Herramientas del editor' });
    const item = (name: string) => within(menu).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(within(item('Propiedad')).getByLabelText('Completo')).toBeInTheDocument();
    expect(within(item('Ambientes')).getByLabelText('Completo')).toBeInTheDocument();
    expect(within(item('Servicios')).getByLabelText('Completo')).toBeInTheDocument();
    expect(within(item('Detalles')).queryByLabelText('Completo')).toBeNull();
    expect(within(item('Normas')).queryByLabelText('Completo')).toBeNull();
    await user.click(item('Servicios'));
    expect(await screen.findByRole('heading', { name: 'Servicios' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Herramientas del editor' })).toBeNull());
  });

  it('lists the missing items in the publish dialog with Corregir dato links', async () => {
    saveAccessToken('tok');
    mockApi({ ...base, [`GET /property-drafts/${ID}`]: { data: makeDraft({ price: 1000 }) } });
    renderApp(editor);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Faltan datos para publicar' });
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'El tipo de propiedad es requeridoCorregir dato',
      'Debe seleccionar al menos un ambienteCorregir dato',
      'Debe seleccionar al menos un detalleCorregir dato',
      'La ubicación es requeridaCorregir dato',
      'La imagen principal es requeridaCorregir dato',
      'Debe cargar al menos una imagenCorregir dato',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Corregir dato: La ubicación es requerida' })).toHaveAttribute(
      'href',
      `${editor}?section=location`,
    );
  });

  it('asks to confirm a complete draft and goes to its publishing page', async () => {
    saveAccessToken('tok');
    const complete = makeDraft({
      propertyType: { propertyTypeId: 1, name: 'Casa' },
      price: 1000,
      enviroments: [makeEnvironment(1, 'Habitaciones', 2)],
      details: [makeDetail('SIZE', 'Área', 'Características', '90')],
      address: { countryState: null, location: null, address: 'Av. Principal', geolocation: null },
      thumbnail: '/files/t.jpg',
      media: [makeImage(0)],
    });
    mockApi({ ...base, [`GET /property-drafts/${ID}`]: { data: complete } });
    renderApp(`${editor}?validation_error=true`);
    const dialog = await screen.findByRole('dialog', { name: '¿Publicar la propiedad?' });
    expect(within(dialog).getByRole('link', { name: 'Publicar' })).toHaveAttribute('href', `/properties/drafts/${ID}/publishing`);
  });

  it('asks before leaving the editor', async () => {
    saveAccessToken('tok');
    mockApi({ ...base, [`GET /property-drafts/${ID}`]: { data: makeDraft() }, 'GET /property-drafts': { data: [] } });
    const { router } = renderApp(editor);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salir del editor' }));
    expect(
      await screen.findByText('¿Seguro que quieres salir del editor? Asegúrate de guardar los cambios antes de salir.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/drafts'));
  });

  it("deletes the draft from the menu's 'Eliminar borrador' after a confirmation and goes to the list", async () => {
    saveAccessToken('tok');
    const { calls } = mockApi({
      ...base,
      [`GET /property-drafts/${ID}`]: { data: makeDraft() },
      [`DELETE /property-drafts/${ID}`]: { data: null },
      'GET /property-drafts': { data: [] },
    });
    const { router } = renderApp(editor);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    const menu = await screen.findByRole('navigation', { name: 'Herramientas del editor' });
    await user.click(within(menu).getByRole('button', { name: 'Eliminar borrador' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este borrador?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/drafts'));
    expect(await screen.findByText('Borrador eliminado correctamente.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/property-drafts/${ID}`]);
  });

  it('edits a published listing without publishing again, keeps its posts read-only, and a publishing one entirely', async () => {
    saveAccessToken('tok');
    const published = makeDraft({ status: 3, postStatus: 2, property: { propertyId: 'p-1', slug: 'casa-en-chacao' } });
    mockApi({ ...base, [`GET /property-drafts/${ID}`]: { data: published } });
    const { unmount } = renderApp(editor);
    // The content tools stay open, saying where the changes show and that nothing is posted again.
    expect(await screen.findByText('Esta propiedad está publicada')).toBeInTheDocument();
    expect(screen.getByText(/no se vuelve a publicar en Instagram ni en Facebook/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver publicación' })).toHaveAttribute('href', '/properties/view/casa-en-chacao/p-1');
    expect(await screen.findByRole('textbox', { name: /^Precio \(USD\)/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    unmount();

    renderApp(`/property-editor/${ID}/create?section=instagram`);
    expect(await screen.findByText('Esta propiedad ya está publicada: sus publicaciones en Instagram y Facebook no se cambian desde aquí.')).toBeInTheDocument();
    cleanup();

    mockApi({ ...base, [`GET /property-drafts/${ID}`]: { data: makeDraft({ status: 2, postStatus: 4 }) } });
    renderApp(editor);
    expect(await screen.findByText('Este borrador se está publicando y ya no se puede editar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el progreso' })).toHaveAttribute('href', `/properties/drafts/${ID}/publishing`);
  });

  it('previews the draft with its fallbacks', async () => {
    saveAccessToken('tok');
    mockApi({
      ...base,
      [`GET /property-drafts/${ID}`]: {
        data: makeDraft({ operationType: 1, price: 900, bedrooms: 1, bathrooms: 2, details: [makeDetail('WATER', 'Agua', 'Servicios', 'Todo el día')] }),
      },
    });
    renderApp(`${editor}?mode=preview`);
    expect(await screen.findByText('En renta')).toBeInTheDocument();
    expect(screen.getByText('USD 900')).toBeInTheDocument();
    expect(screen.getByText('1 habitación')).toBeInTheDocument();
    expect(screen.getByText('2 baños')).toBeInTheDocument();
    expect(screen.getByText('0 de visualizaciones')).toBeInTheDocument();
    expect(screen.getByText('Aún no hay una descripción de la propiedad.')).toBeInTheDocument();
    expect(screen.getAllByText('No has subido imágenes')).toHaveLength(6);
    expect(screen.getAllByText('Todo el día').length).toBeGreaterThan(0);
    expect(screen.getByText('Agente Inmobiliario')).toBeInTheDocument();
    expect(screen.getByText('María Pérez')).toBeInTheDocument();
  });
});
