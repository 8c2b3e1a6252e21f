import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../../test/api-mock';
import { makeDraft } from '../../../../../test/property-draft-fixture';
import type { LocationPickerProps, MapSlots } from '../../../lib/map-slots';
import { DRAFT_ID as ID, editorPath, renderEditor } from '../../../editor-test-utils';

const states = [{ countryStateId: 24, name: 'Distrito Capital', latitude: 10.5, longitude: -66.9 }];
const localities = [{ countryLocationId: 301, name: 'Libertador', latitude: 10.49, longitude: -66.88, countryState: 24 }];

/** The map: one button stands for a search result the geocoder named with the catalogue's names. */
function FakePicker({ onPick }: LocationPickerProps) {
  return (
    <button
      type="button"
      onClick={() => onPick({ address: 'Av. Urdaneta, Edificio Sur', stateName: 'Distrito Capital', localityName: 'Municipio Libertador', latitude: 10.5061, longitude: -66.9146 })}
    >
      Marcar en el mapa
    </button>
  );
}
const maps: MapSlots = { LocationPicker: FakePicker, StaticMap: () => null };

function renderTool(routes: Parameters<typeof mockApi>[0] = {}) {
  const mock = mockApi({
    [`GET /property-drafts/${ID}`]: { data: makeDraft() },
    'GET /country-states?limit=100': { data: states },
    'GET /country-locations?countryState=24&limit=100': { data: localities },
    [`PUT /property-drafts/${ID}/location`]: { data: makeDraft() },
    ...routes,
  });
  return { ...mock, ...renderEditor(editorPath('location'), { maps }) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

afterEach(() => notifications.clean());

describe("'Dirección' tool", () => {
  it('asks for the state and the locality instead of saving without them', async () => {
    const { requests, user } = renderTool();
    await user.click(await screen.findByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('El estado es requerido')).toBeInTheDocument();
    expect(screen.getByText('La ubicación es requerida')).toBeInTheDocument();
    expect(requests(`PUT /property-drafts/${ID}/location`)).toHaveLength(0);

    // Choosing the state clears its message; the locality's stays until one is chosen.
    await choose(user, 'Estado', 'Distrito Capital');
    await waitFor(() => expect(screen.queryByText('El estado es requerido')).toBeNull());
    expect(screen.getByText('La ubicación es requerida')).toBeInTheDocument();
  });

  it('saves state, locality, the typed address (trimmed) and the locality as the point on "Guardar dirección"', async () => {
    const { requests, user } = renderTool();
    await screen.findByRole('button', { name: 'Guardar dirección' });
    await choose(user, 'Estado', 'Distrito Capital');
    await choose(user, 'Localidad', 'Libertador');
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), '  Av. Baralt  ');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('Dirección actualizada correctamente.')).toBeInTheDocument();
    expect(requests(`PUT /property-drafts/${ID}/location`).at(-1)?.body).toEqual({
      address: 'Av. Baralt',
      countryState: 24,
      location: 301,
      latitude: 10.49,
      longitude: -66.88,
    });
  });

  it("says 'Sin guardar' while the form waits for 'Guardar dirección', marks Dirección in the menu, then 'Guardado'", async () => {
    const { requests, user } = renderTool();
    await screen.findByRole('button', { name: 'Guardar dirección' });
    const mark = () => screen.getByRole('status', { name: /^Estado de los cambios/ });
    expect(mark()).toHaveTextContent('Guardado');
    await choose(user, 'Estado', 'Distrito Capital');
    expect(mark()).toHaveTextContent('Sin guardar');
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const menu = await screen.findByRole('navigation', { name: 'Herramientas del editor' });
    expect(within(within(menu).getByRole('button', { name: /^Dirección/ })).getByLabelText('Sin guardar')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Herramientas del editor' })).toBeNull());

    // Choosing the locality saves by itself; a typed address waits for the button.
    await choose(user, 'Localidad', 'Libertador');
    await waitFor(() => expect(requests(`PUT /property-drafts/${ID}/location`)).toHaveLength(1));
    await waitFor(() => expect(mark()).toHaveTextContent('Guardado'));
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Av. Baralt');
    expect(mark()).toHaveTextContent('Sin guardar');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(mark()).toHaveTextContent('Guardado'));
    expect(requests(`PUT /property-drafts/${ID}/location`).at(-1)?.body).toMatchObject({ address: 'Av. Baralt', countryState: 24, location: 301 });
  });

  it('saves a typed address before another tool opens, and asks when the form cannot be saved', async () => {
    const { requests, user, router } = renderTool();
    await screen.findByRole('button', { name: 'Guardar dirección' });
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Av. Baralt');
    const openTool = async (name: RegExp) => {
      await user.click(screen.getByRole('button', { name: 'Menú' }));
      await user.click(within(await screen.findByRole('navigation', { name: 'Herramientas del editor' })).getByRole('button', { name }));
    };
    // No state yet: it cannot be saved, so the editor asks.
    await openTool(/^Video/);
    const dialog = await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(await screen.findByText('El estado es requerido')).toBeInTheDocument();
    expect(requests(`PUT /property-drafts/${ID}/location`)).toHaveLength(0);

    await choose(user, 'Estado', 'Distrito Capital');
    await openTool(/^Video/);
    expect(await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await choose(user, 'Localidad', 'Libertador');
    await user.clear(screen.getByRole('textbox', { name: 'Dirección' }));
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Av. Urdaneta');
    await openTool(/^Video/);
    await waitFor(() => expect(router.state.location.search).toBe('?section=video'));
    expect(requests(`PUT /property-drafts/${ID}/location`).at(-1)?.body).toMatchObject({ address: 'Av. Urdaneta', countryState: 24, location: 301 });
  });

  it('sends a blank address as null', async () => {
    const { requests, user } = renderTool({
      [`GET /property-drafts/${ID}`]: {
        data: makeDraft({
          address: { countryState: { countryStateId: 24, name: 'Distrito Capital' }, location: { countryLocationId: 301, name: 'Libertador' }, address: null, geolocation: null },
        }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Dirección' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('Dirección actualizada correctamente.')).toBeInTheDocument();
    expect(requests(`PUT /property-drafts/${ID}/location`)[0]?.body).toEqual({ address: null, countryState: 24, location: 301, latitude: null, longitude: null });
  });

  it('fills the form from a map pick that names the catalogue places and saves it as the geolocation', async () => {
    const { requests, user } = renderTool();
    await user.click(await screen.findByRole('button', { name: 'Marcar en el mapa' }));
    expect(await screen.findByRole('region', { name: 'Dirección seleccionada' })).toHaveTextContent('Libertador, Distrito Capital');
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Av. Urdaneta, Edificio Sur');
    expect(await screen.findByText('Geolocalización actualizada correctamente.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(requests(`PUT /property-drafts/${ID}/location`)[0]?.body).toEqual({
      address: 'Av. Urdaneta, Edificio Sur',
      countryState: 24,
      location: 301,
      latitude: 10.5061,
      longitude: -66.9146,
    });
  });
});
