import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { mockApi } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { fakeClock } from '../../../test/clock';
import { renderApp } from '../../../test/render-app';

const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
const editor = `/property-editor/${ID}/create?section=basic_details`;
const draft = makeDraft({ propertyType: { propertyTypeId: 1, name: 'Casa' }, price: 1000 });
const routes = {
  'GET /auth/agents': { data: makeAgent() },
  'GET /property-types': { data: [{ propertyTypeId: 1, name: 'Casa', pictureUrl: null }] },
  [`GET /property-drafts/${ID}`]: { data: draft },
  'GET /property-enviroments': { data: [] },
  'GET /property-drafts': { data: [] },
};

const codeInput = () => screen.getByLabelText(/^Código inmobiliario/, { selector: 'input' });
const priceInput = () => screen.getByLabelText(/^Precio \(USD\)/, { selector: 'input' });

/** The open tool's mark: where its changes stand. */
const saveMark = () => screen.getByRole('status', { name: /^Estado de los cambios/ });

/** True when the browser would warn before closing the tab now. */
function leaveWarns(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Empties the price: the form can no longer be saved. */
async function emptyPrice(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByLabelText(/^Precio \(USD\)/, { selector: 'input' });
  await user.clear(priceInput());
  expect(leaveWarns()).toBe(true);
}

async function openTool(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  const menu = await screen.findByRole('navigation', { name: 'Herramientas del editor' });
  await user.click(within(menu).getByRole('button', { name }));
}

describe('Propiedad never drops changes (issue 13 item 1)', () => {
  it("keeps a change for 'Guardar cambios', the header and the menu saying 'Sin guardar' and the leave warning on until then", async () => {
    const clock = fakeClock();
    saveAccessToken('tok');
    const { requests } = mockApi({ ...routes, [`PUT /property-drafts/${ID}`]: { data: { ...draft, code: 'VT-1' } } });
    const puts = () => requests(`PUT /property-drafts/${ID}`);
    renderApp(editor);
    const code = await screen.findByLabelText(/^Código inmobiliario/, { selector: 'input' });
    expect(saveMark()).toHaveTextContent('Guardado');
    // Held: only the test moves the clock, so nothing saves by itself however long the agent waits.
    clock.hold();
    await clock.user.type(code, 'VT-1');
    expect(leaveWarns()).toBe(true);
    expect(saveMark()).toHaveTextContent('Sin guardar');
    await clock.advance(60_000);
    expect(puts()).toHaveLength(0);
    expect(leaveWarns()).toBe(true);
    clock.release();
    await clock.user.click(screen.getByRole('button', { name: 'Menú' }));
    const menu = await screen.findByRole('navigation', { name: 'Herramientas del editor' });
    expect(within(within(menu).getByRole('button', { name: /^Propiedad/ })).getByLabelText('Sin guardar')).toBeInTheDocument();
    expect(within(menu).getAllByLabelText('Sin guardar')).toHaveLength(1);
    await clock.user.keyboard('{Escape}');

    await clock.user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ operationType: 2, propertyType: 1, price: 1000, code: 'VT-1', description: null });
    await waitFor(() => expect(saveMark()).toHaveTextContent('Guardado'));
    expect(leaveWarns()).toBe(false);
  });

  it('saves the change before opening another tool at once', async () => {
    saveAccessToken('tok');
    const { calls } = mockApi({ ...routes, [`PUT /property-drafts/${ID}`]: { data: { ...draft, price: 2500 } } });
    const { router } = renderApp(editor);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Precio \(USD\)/, { selector: 'input' });
    await user.clear(priceInput());
    await user.type(priceInput(), '2500');
    await openTool(user, 'Ambientes');
    await waitFor(() => expect(router.state.location.search).toBe('?section=enviroments'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ price: 2500 });
  });

  it("asks before 'Salir del editor' with an invalid value, keeps it on 'Seguir editando', leaves on 'Salir sin guardar'", async () => {
    saveAccessToken('tok');
    const { calls } = mockApi(routes);
    const { router } = renderApp(editor);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Precio \(USD\)/, { selector: 'input' });
    await user.clear(priceInput());
    await user.type(codeInput(), 'VT');
    expect(leaveWarns()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Salir del editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    expect(
      within(dialog).getByText('Los cambios de Propiedad no se han podido guardar. Revisa los campos marcados o sal sin guardarlos.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(await screen.findByText('El precio es requerido')).toBeInTheDocument();
    expect(screen.getByText('El código debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(codeInput()).toHaveValue('VT');
    expect(router.state.location.pathname).toBe(`/property-editor/${ID}/create`);

    await user.click(screen.getByRole('button', { name: 'Salir del editor' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' })).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/drafts'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('asks before another tool with an invalid value; leaving without saving leaves no leave warning behind', async () => {
    saveAccessToken('tok');
    const { calls } = mockApi(routes);
    const { router } = renderApp(editor);
    const user = userEvent.setup();
    await emptyPrice(user);
    await openTool(user, 'Ambientes');
    const dialog = await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    expect(router.state.location.search).toBe('?section=basic_details');
    await user.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=enviroments'));
    await waitFor(() => expect(leaveWarns()).toBe(false));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves an environment count clicked just before opening another tool', async () => {
    saveAccessToken('tok');
    const { calls } = mockApi({
      ...routes,
      'GET /property-enviroments': {
        data: [
          {
            propertyEnviromentParentId: 1,
            name: 'Habitaciones y baños',
            propertyEnviroments: [{ propertyEnviromentId: 7, name: 'Habitaciones', shortName: 'hab.', type: 'BEDROOM' }],
          },
        ],
      },
      [`PUT /property-drafts/${ID}/enviroments/7`]: { data: draft },
    });
    const { router } = renderApp(`/property-editor/${ID}/create?section=enviroments`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir Habitaciones' }));
    await user.click(screen.getByRole('button', { name: 'Añadir Habitaciones' }));
    await openTool(user, /^Propiedad/);
    await waitFor(() => expect(router.state.location.search).toBe('?section=basic_details'));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.path, c.body])).toEqual([[`/property-drafts/${ID}/enviroments/7`, { quantity: 2 }]]);
  });
});
