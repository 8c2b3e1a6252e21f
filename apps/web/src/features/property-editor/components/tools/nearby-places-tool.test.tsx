import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { makeDraft } from '../../../../test/property-draft-fixture';
import type { NearbyPlace } from '../../api/nearby-places';
import type { LocationPickerProps, MapSlots } from '../../lib/map-slots';
import { DRAFT_ID as ID, editorPath, renderEditor } from '../../editor-test-utils';

const PLACE_ID = '00000000-0000-4000-8000-000000000001';
const types = [
  { nearbyPlaceTypeId: 1, name: 'Colegio', type: 'SCHOOL' },
  { nearbyPlaceTypeId: 2, name: 'Supermercado', type: 'SUPERMARKET' },
];
const draft = makeDraft({ latitude: 10.4961, longitude: -66.8533 });

function place(overrides: Partial<NearbyPlace> = {}): NearbyPlace {
  return {
    propertyNearbyPlaceId: PLACE_ID,
    propertyId: ID,
    name: 'Colegio San Ignacio',
    address: 'Av. Santa Teresa de Jesús',
    latitude: 10.4989,
    longitude: -66.8502,
    distanceInKm: 0.45,
    walkingTimeInMinutes: 6,
    vehicleTimeInMinutes: 2,
    nearbyPlaceType: { nearbyPlaceTypeId: 1, name: 'Colegio' },
    ...overrides,
  };
}

/** The map: one button stands for a click on the map, reverse-geocoded to an address. */
function FakePicker({ onPick }: LocationPickerProps) {
  return (
    <button type="button" onClick={() => onPick({ address: 'Av. Santa Teresa de Jesús', stateName: null, localityName: null, latitude: 10.4989, longitude: -66.8502 })}>
      Marcar en el mapa
    </button>
  );
}
const maps: MapSlots = { LocationPicker: FakePicker, StaticMap: () => null };

function renderTool(routes: Parameters<typeof mockApi>[0], section = 'nearby_places') {
  const mock = mockApi({ 'GET /nearby-place-types': { data: types }, 'GET /property-enviroments': { data: [] }, ...routes });
  return { ...mock, ...renderEditor(editorPath(section), { maps, agentName: 'Ana' }) };
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByLabelText(/^Tipo de lugar/, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

async function openTool(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  const menu = await screen.findByRole('navigation', { name: 'Herramientas del editor' });
  await user.click(within(menu).getByRole('button', { name }));
}

afterEach(() => notifications.clean());

describe("'Lugares cercanos' tool (issue 10)", () => {
  it("says 'Sin guardar' while a place waits for 'Agregar lugar', 'Guardado' once added; a place opened to edit is not a change", async () => {
    const { user } = renderTool({
      [`GET /property-drafts/${ID}`]: [{ data: draft }, { data: { ...draft, nearbyPlaces: [place()] } }],
      [`PUT /property-drafts/${ID}/nearby-places`]: { data: { ...draft, nearbyPlaces: [place()] } },
    });
    const mark = () => screen.getByRole('status', { name: /^Estado de los cambios/ });
    await chooseType(user, 'Colegio');
    expect(mark()).toHaveTextContent('Sin guardar');
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Colegio San Ignacio');
    await user.click(screen.getByRole('button', { name: 'Marcar en el mapa' }));
    await user.click(screen.getByRole('button', { name: 'Agregar lugar' }));
    await screen.findByText('Lugar cercano guardado correctamente.');
    await waitFor(() => expect(mark()).toHaveTextContent('Guardado'));
    await user.click(await screen.findByRole('button', { name: 'Editar Colegio San Ignacio' }));
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Colegio San Ignacio');
    expect(mark()).toHaveTextContent('Guardado');
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), ' (sede norte)');
    expect(mark()).toHaveTextContent('Sin guardar');
  });

  it('adds a place with its type, name and map point, and lists it with the distance and minutes the server computed', async () => {
    const { calls, user } = renderTool({
      [`GET /property-drafts/${ID}`]: [{ data: draft }, { data: { ...draft, nearbyPlaces: [place()] } }],
      [`PUT /property-drafts/${ID}/nearby-places`]: { data: { ...draft, nearbyPlaces: [place()] } },
    });
    await chooseType(user, 'Colegio');
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Colegio San Ignacio');
    await user.click(screen.getByRole('button', { name: 'Marcar en el mapa' }));
    expect(screen.getByRole('textbox', { name: 'Dirección del lugar' })).toHaveValue('Av. Santa Teresa de Jesús');
    await user.click(screen.getByRole('button', { name: 'Agregar lugar' }));

    await screen.findByText('Lugar cercano guardado correctamente.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      propertyNearbyPlaceId: null,
      propertyNearbyPlaceTypeId: 1,
      name: 'Colegio San Ignacio',
      address: 'Av. Santa Teresa de Jesús',
      latitude: 10.4989,
      longitude: -66.8502,
    });
    const saved = await screen.findByRole('listitem', { name: 'Colegio San Ignacio' });
    expect(saved).toHaveTextContent('6 min a pie · 0,5 km');
    // The form is empty again, ready for the next place.
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
  });

  it('says what is missing instead of sending an incomplete place', async () => {
    const { calls, user } = renderTool({ [`GET /property-drafts/${ID}`]: { data: draft } });
    await user.click(await screen.findByRole('button', { name: 'Agregar lugar' }));
    expect(await screen.findByText('Debe seleccionar un tipo de lugar')).toBeInTheDocument();
    expect(screen.getByText('Debe escribir el nombre del lugar')).toBeInTheDocument();
    expect(screen.getByText('Marca el lugar en el mapa o búscalo por su dirección')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // Each message goes when its field changes; the others stay.
    await chooseType(user, 'Colegio');
    await waitFor(() => expect(screen.queryByText('Debe seleccionar un tipo de lugar')).toBeNull());
    expect(screen.getByText('Debe escribir el nombre del lugar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar en el mapa' }));
    expect(screen.queryByText('Marca el lugar en el mapa o búscalo por su dirección')).toBeNull();
    expect(screen.getByText('Debe escribir el nombre del lugar')).toBeInTheDocument();
  });

  it('saves a complete place before another tool opens; an incomplete one brings the question and stays typed', async () => {
    const { calls, user, router } = renderTool({
      [`GET /property-drafts/${ID}`]: { data: draft },
      [`PUT /property-drafts/${ID}/nearby-places`]: { data: { ...draft, nearbyPlaces: [place()] } },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Colegio San Ignacio');
    await openTool(user, 'Ambientes');
    await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.search).toBe('?section=nearby_places');
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Colegio San Ignacio');

    await chooseType(user, 'Colegio');
    await user.click(screen.getByRole('button', { name: 'Marcar en el mapa' }));
    await openTool(user, 'Ambientes');
    await waitFor(() => expect(router.state.location.search).toBe('?section=enviroments'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Colegio San Ignacio', propertyNearbyPlaceTypeId: 1 });
  });

  it('edits a saved place under its id and removes one after confirming', async () => {
    const withPlace = { ...draft, nearbyPlaces: [place()] };
    const { calls, user } = renderTool({
      [`GET /property-drafts/${ID}`]: { data: withPlace },
      [`PUT /property-drafts/${ID}/nearby-places`]: { data: { ...draft, nearbyPlaces: [place({ name: 'Colegio Santiago' })] } },
      [`DELETE /property-drafts/${ID}/nearby-places/${PLACE_ID}`]: { data: draft },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Colegio San Ignacio' }));
    const name = screen.getByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, 'Colegio Santiago');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByRole('listitem', { name: 'Colegio Santiago' });
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ propertyNearbyPlaceId: PLACE_ID, name: 'Colegio Santiago', propertyNearbyPlaceTypeId: 1 });

    await user.click(screen.getByRole('button', { name: 'Eliminar Colegio Santiago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar lugar cercano' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Lugar cercano eliminado correctamente.');
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(`/nearby-places/${PLACE_ID}`))).toBe(true);
    expect(screen.queryByRole('list', { name: 'Lugares guardados' })).not.toBeInTheDocument();
  });

  it('the preview groups places by type: walking minutes under 10, driving minutes otherwise', async () => {
    const far = place({ propertyNearbyPlaceId: 'p2', name: 'Colegio Los Arcos', walkingTimeInMinutes: 25, vehicleTimeInMinutes: 7, distanceInKm: 2.1 });
    const market = place({ propertyNearbyPlaceId: 'p3', name: 'Central Madeirense', nearbyPlaceType: { nearbyPlaceTypeId: 2, name: 'Supermercado' } });
    renderTool({ [`GET /property-drafts/${ID}`]: { data: { ...draft, nearbyPlaces: [place(), far, market] } } }, 'basic_details&mode=preview');
    const section = await screen.findByRole('region', { name: 'Lugares cercanos' });
    const schools = within(section).getByRole('region', { name: 'Colegio' });
    expect(schools).toHaveTextContent('Colegio San Ignacio');
    expect(schools).toHaveTextContent('6 min a pie · 0,5 km');
    expect(schools).toHaveTextContent('Colegio Los Arcos');
    expect(schools).toHaveTextContent('7 min en carro · 2,1 km');
    expect(within(section).getByRole('region', { name: 'Supermercado' })).toHaveTextContent('Central Madeirense');
  });
});
