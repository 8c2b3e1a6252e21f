import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorReply } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { makeProfile, TENANT_ID } from '../test-fixtures';
import { CUSTOMER_PROPERTIES, interestPage, matchPage, signedInOnCustomer, FIRST_LOAD } from '../test-helpers';

const PROFILE = `/tenants/${TENANT_ID}/search-profile`;
const MATCHES = `GET /tenants/${TENANT_ID}/matches`;
const base = { [`GET ${PROFILE}`]: { data: null }, [MATCHES]: matchPage([]), [`GET /tenants/${TENANT_ID}/interests`]: interestPage([]) };

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe("'Perfil de búsqueda'", () => {
  it("saves the whole profile ('Guardando perfil', then the success message) and asks for the matches", async () => {
    const saved = makeProfile({ propertyTypes: [2], priceMin: 80000, priceMax: 150000, countryStates: [14], countryLocations: [140], bedroomsMin: 2, bathroomsMin: null });
    let answer: () => void = () => undefined;
    const { requests } = signedInOnCustomer({
      ...base,
      [`PUT ${PROFILE}`]: () => new Promise((resolve) => (answer = () => resolve({ data: saved }))),
    });
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();

    await screen.findByText('Este cliente aún no tiene un perfil de búsqueda', undefined, FIRST_LOAD);
    await pick(user, 'Operación', 'Venta');
    await pick(user, 'Tipos de propiedad', 'Apartamento');
    // Typed the es-VE way, with or without the dots; cents after a comma (dropped: whole dollars).
    await user.type(screen.getByLabelText('Precio mínimo (USD)'), '80000');
    expect(screen.getByLabelText('Precio mínimo (USD)')).toHaveValue('80.000');
    await user.type(screen.getByLabelText('Precio máximo (USD)'), '150.000,50');
    expect(screen.getByLabelText('Precio máximo (USD)')).toHaveValue('150.000,50');
    await pick(user, 'Estados', 'Miranda');
    await pick(user, 'Localidades', 'Chacao');
    await user.type(screen.getByLabelText('Habitaciones (mínimo)'), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));

    expect(await screen.findByRole('button', { name: 'Guardando perfil' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Perfil de búsqueda guardado exitosamente')).toBeInTheDocument();
    expect(requests(`PUT ${PROFILE}`)[0]?.body).toEqual({
      operationType: 2,
      propertyTypes: [2],
      priceMin: 80000,
      priceMax: 150000,
      countryStates: [14],
      countryLocations: [140],
      bedroomsMin: 2,
      bathroomsMin: null,
    });
    expect(await screen.findByText('No se han encontrado propiedades que coincidan')).toBeInTheDocument();
    expect(requests(MATCHES)).toHaveLength(1);
  }, 40_000);

  it('checks the price range before sending: the message under the minimum price', async () => {
    const { requests } = signedInOnCustomer(base);
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Precio mínimo (USD)', undefined, FIRST_LOAD), '300000');
    await user.type(screen.getByLabelText('Precio máximo (USD)'), '100000');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));

    expect(await screen.findByText('El precio mínimo no puede ser mayor al precio máximo')).toBeInTheDocument();
    expect(screen.getByLabelText('Precio mínimo (USD)')).toHaveAccessibleDescription('El precio mínimo no puede ser mayor al precio máximo');
    expect(requests(`PUT ${PROFILE}`)).toHaveLength(0);
  });

  it("a refused save keeps what was typed, with the server's message under its field", async () => {
    signedInOnCustomer({
      ...base,
      [`PUT ${PROFILE}`]: [
        apiErrorReply(400, 'VALIDATION_ERROR', 'VALIDATION_ERROR', { countryLocations: 'La localidad seleccionada no es válida' }),
        apiErrorReply(500, 'SERVER_ERROR'),
      ],
    });
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Precio máximo (USD)', undefined, FIRST_LOAD), '150000');
    await pick(user, 'Estados', 'Miranda');
    await pick(user, 'Localidades', 'Baruta');
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));

    expect(await screen.findByText('La localidad seleccionada no es válida')).toBeInTheDocument();
    expect(screen.getByLabelText('Precio máximo (USD)')).toHaveValue('150.000');

    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar el perfil de búsqueda. Por favor, vuelve a intentarlo.');
    expect(screen.getByLabelText('Precio máximo (USD)')).toHaveValue('150.000');
    expect(within(screen.getByRole('list', { name: 'Localidades elegidos' })).getByText('Baruta')).toBeInTheDocument();
  });

  it('taking a state away takes its localities with it', async () => {
    signedInOnCustomer({ ...base, [`GET ${PROFILE}`]: { data: makeProfile({ countryStates: [14, 1], countryLocations: [140, 10] }) } });
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();

    const localities = await screen.findByRole('list', { name: 'Localidades elegidos' }, FIRST_LOAD);
    await waitFor(() => expect(within(localities).getByText('Libertador')).toBeInTheDocument());
    expect(within(localities).getByText('Chacao')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar Miranda' }));

    await waitFor(() => expect(within(localities).queryByText('Chacao')).not.toBeInTheDocument());
    expect(within(localities).getByText('Libertador')).toBeInTheDocument();
  });

  it('leaving with unsaved changes asks first: stay keeps the text, leave goes on', async () => {
    signedInOnCustomer({ ...base, 'GET /tenants': matchPage([]) });
    const { router } = renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Precio mínimo (USD)', undefined, FIRST_LOAD), '50000');
    await user.click(screen.getByRole('tab', { name: 'Tareas' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar el perfil?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Salir sin guardar el perfil?' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?section=properties');
    expect(screen.getByLabelText('Precio mínimo (USD)')).toHaveValue('50.000');

    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Salir sin guardar el perfil?' })).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
  });
});
