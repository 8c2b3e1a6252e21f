import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { mockApi } from '../../../test/api-mock';
import { makeAgent, makeTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { countryLocations, countryStates } from '../test-fixtures';

describe('edit customer', () => {
  it('fills the form; a Lead keeps a disabled type selector; saves and goes to the view, saying so', async () => {
    saveAccessToken('tok');
    const lead = makeTenant({ tenantType: 1 });
    const { calls } = mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /country-states': { data: countryStates },
      'GET /country-locations': { data: countryLocations },
      'GET /tenants/slug/jose-hernandez': { data: lead },
      [`PUT /tenants/${lead.tenantId}`]: { data: { ...lead, firstName: 'Josefa' } },
      // The view it lands on asks for the customer's tasks (whether before the test ends depends on timing).
      [`GET /tenants/${lead.tenantId}/tasks`]: { data: [], metadata: { pagination: { limit: 20, offset: 0, total: 0 } } },
    });
    const { router } = renderApp('/customers/edit/jose-hernandez');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Modificar cliente' })).toBeInTheDocument();
    expect(document.title).toBe('Modificar cliente - Vitrina Agentes');
    const type = screen.getByLabelText(/^Tipo de cliente/, { selector: 'input' });
    expect(type).toBeDisabled();
    expect(type).toHaveValue('Potencial cliente');
    expect(screen.getByLabelText(/^Número de teléfono/)).toHaveValue('4121234567');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('jose@example.com');
    expect(
      screen.getByText(
        'El nombre, el apellido, el teléfono y el correo se comparten con los demás agentes de este cliente. El resto de los datos solo lo ves tú.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Localidad', { selector: 'input' })).toHaveValue('Chacao'));

    await user.clear(screen.getByLabelText(/^Nombre\(s\)/));
    await user.type(screen.getByLabelText(/^Nombre\(s\)/), 'Josefa');
    await user.click(screen.getByRole('button', { name: 'Modificar cliente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/view/jose-hernandez'));
    expect(await screen.findByText('Cliente modificado exitosamente')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ tenantId: lead.tenantId, firstName: 'Josefa', tenantType: 1, birthDate: '1990-05-10' });
  });

  it('saves a walk-in lead whose sex, state and locality were never given, leaving them empty', async () => {
    saveAccessToken('tok');
    const lead = makeTenant({ tenantType: 1, sex: null, address: { countryState: null, location: null } });
    const { calls } = mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /country-states': { data: countryStates },
      'GET /country-locations': { data: countryLocations },
      'GET /tenants/slug/jose-hernandez': { data: lead },
      [`PUT /tenants/${lead.tenantId}`]: { data: { ...lead, lastName: 'Hernández Díaz' } },
      [`GET /tenants/${lead.tenantId}/tasks`]: { data: [], metadata: { pagination: { limit: 20, offset: 0, total: 0 } } },
    });
    const { router } = renderApp('/customers/edit/jose-hernandez');
    const user = userEvent.setup();

    const sex = await screen.findByLabelText('Sexo', { selector: 'input' });
    expect(sex).toHaveValue('');
    expect(sex).toHaveAttribute('placeholder', 'Sin especificar');
    await user.type(screen.getByLabelText(/^Apellido\(s\)/), ' Díaz');
    await user.click(screen.getByRole('button', { name: 'Modificar cliente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/view/jose-hernandez'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ sex: null, countryState: null, countryLocation: null });
  });

  it('offers Cliente and Contacto to a customer who is not a Lead', async () => {
    saveAccessToken('tok');
    mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /country-states': { data: countryStates },
      'GET /country-locations': { data: countryLocations },
      'GET /tenants/slug/jose-hernandez': { data: makeTenant({ tenantType: 3 }) },
    });
    renderApp('/customers/edit/jose-hernandez');
    const user = userEvent.setup();

    const type = await screen.findByLabelText(/^Tipo de cliente/, { selector: 'input' });
    expect(type).toBeEnabled();
    await user.click(type);
    const listbox = document.getElementById(type.getAttribute('aria-controls') ?? '')!;
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Cliente', 'Contacto']),
    );
  });
});
