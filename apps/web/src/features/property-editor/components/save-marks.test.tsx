import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, type ApiReply } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';

const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
const draft = makeDraft();
const amenities = { propertyDetailCategoryId: 2, name: 'Comodidades' };
const routes = {
  'GET /auth/agents': { data: makeAgent() },
  [`GET /property-drafts/${ID}`]: { data: draft },
  'GET /property-details/categories': { data: [{ ...amenities, type: 'AMENITIES' }] },
  'GET /property-details/types': {
    data: [
      { propertyDetailTypeId: 3, type: 'ELEVATOR', name: 'Ascensor', kind: 'boolean', unit: null, options: null, propertyDetailCategory: amenities },
      { propertyDetailTypeId: 7, type: 'PARKING', name: 'Estacionamiento', kind: 'number', unit: 'puestos', options: null, propertyDetailCategory: amenities },
    ],
  },
  'GET /property-enviroments': {
    data: [
      {
        propertyEnviromentParentId: 1,
        name: 'Áreas sociales',
        propertyEnviroments: [{ propertyEnviromentId: 5, name: 'Lavadero', shortName: 'lavadero', type: 'LAUNDRY' }],
      },
      {
        propertyEnviromentParentId: 4,
        name: 'Estacionamiento y depósito',
        propertyEnviroments: [
          { propertyEnviromentId: 20, name: 'Puestos de estacionamiento', shortName: 'puestos', type: 'PARKING_SPOT' },
          { propertyEnviromentId: 21, name: 'Maletero', shortName: 'maletero', type: 'STORAGE' },
        ],
      },
    ],
  },
};

/** The open tool's mark: where its changes stand. */
const saveMark = () => screen.getByRole('status', { name: /^Estado de los cambios/ });

/** A reply the test sends when it wants: the save stays on its way until then. */
function held() {
  let send: (reply: ApiReply) => void = () => undefined;
  let requested = false;
  const reply = new Promise<ApiReply>((resolve) => (send = resolve));
  return {
    reply: () => {
      requested = true;
      return reply;
    },
    requested: () => requested,
    send: (r: ApiReply) => send(r),
  };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Menú' }));
  return screen.findByRole('navigation', { name: 'Herramientas del editor' });
}

describe("every tool says where its changes stand ('Sin guardar', 'Guardando…', 'Guardado')", () => {
  it("a switch in Detalles saves by itself: 'Guardando…' while the save is on its way, then 'Guardado'", async () => {
    saveAccessToken('tok');
    const put = held();
    mockApi({ ...routes, [`PUT /property-drafts/${ID}/details`]: put.reply });
    renderApp(`/property-editor/${ID}/create?section=details`);
    const user = userEvent.setup();
    const elevator = await screen.findByRole('switch', { name: 'Ascensor' });
    expect(within(screen.getByRole('heading', { name: 'Detalles' }).parentElement!).getByText('Guardado')).toBeInTheDocument();
    await user.click(elevator);
    await waitFor(() => expect(saveMark()).toHaveTextContent('Guardando…'));
    put.send({ data: draft });
    await waitFor(() => expect(saveMark()).toHaveTextContent('Guardado'));
    expect(within(await openMenu(user)).queryByLabelText('Sin guardar')).toBeNull();
  });

  it("a save that failed says 'Sin guardar' in its tool and, once another tool is open, in the menu", async () => {
    saveAccessToken('tok');
    mockApi({ ...routes, [`PUT /property-drafts/${ID}/details`]: apiErrorReply(500, 'SERVER_ERROR', 'Error') });
    renderApp(`/property-editor/${ID}/create?section=details`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Ascensor' }));
    await waitFor(() => expect(saveMark()).toHaveTextContent('Sin guardar'));
    await user.click(within(await openMenu(user)).getByRole('button', { name: /^Ambientes/ }));
    expect(await screen.findByRole('heading', { name: 'Ambientes' })).toBeInTheDocument();
    expect(saveMark()).toHaveTextContent('Guardado');
    const menu = await openMenu(user);
    expect(within(within(menu).getByRole('button', { name: /^Detalles/ })).getByLabelText('Sin guardar')).toBeInTheDocument();
    expect(within(within(menu).getByRole('button', { name: /^Ambientes/ })).queryByLabelText('Sin guardar')).toBeNull();
  });

  it("a counter in Ambientes saves by itself: 'Guardando…' from the click, through its half-second pause, until the answer", async () => {
    saveAccessToken('tok');
    const put = held();
    mockApi({ ...routes, [`PUT /property-drafts/${ID}/enviroments/5`]: put.reply });
    renderApp(`/property-editor/${ID}/create?section=enviroments`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir Lavadero' }));
    expect(saveMark()).toHaveTextContent('Guardando…');
    expect(within(await openMenu(user)).queryByLabelText('Sin guardar')).toBeNull();
    await waitFor(() => expect(put.requested()).toBe(true));
    expect(saveMark()).toHaveTextContent('Guardando…');
    put.send({ data: draft });
    await waitFor(() => expect(saveMark()).toHaveTextContent('Guardado'));
  });
});

describe('parking is asked once', () => {
  it("in Detalles ('Estacionamiento'), not again among the counters of Ambientes", async () => {
    saveAccessToken('tok');
    mockApi(routes);
    renderApp(`/property-editor/${ID}/create?section=enviroments`);
    const user = userEvent.setup();
    expect(await screen.findByText('Maletero')).toBeInTheDocument();
    expect(screen.getByText('Depósito')).toBeInTheDocument();
    expect(screen.queryByText('Estacionamiento y depósito')).toBeNull();
    expect(screen.queryByText('Puestos de estacionamiento')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir Puestos de estacionamiento' })).toBeNull();
    await user.click(within(await openMenu(user)).getByRole('button', { name: /^Detalles/ }));
    expect(await screen.findByRole('switch', { name: 'Estacionamiento' })).toBeInTheDocument();
  });
});
