import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../lib/access-token';
import { apiErrorReply, mockApi } from '../../test/api-mock';
import { makeAgent } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { NO_NETWORKS_MESSAGE } from '../../features/onboarding/components/providers-step-actions';
import { providers } from '../../features/media-providers/test-helpers';

const states = [
  { countryStateId: 1, name: 'Distrito Capital', latitude: 10.5, longitude: -66.9 },
  { countryStateId: 2, name: 'Miranda', latitude: 10.3, longitude: -66.4 },
];
const locations = [{ countryLocationId: 11, name: 'Chacao', latitude: 10.49, longitude: -66.85, countryState: 2 }];

function signedIn(routes: Parameters<typeof mockApi>[0] = {}, agent = makeAgent({ profileCompleted: false })) {
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: agent },
    'GET /tasks-completed': { data: [] },
    'GET /country-states': { data: states },
    'GET /country-locations': { data: locations },
    'GET /media-providers': { data: [] },
    'GET /media-providers/agents': { data: [] },
    ...routes,
  });
}

describe('onboarding wizard', () => {
  it('sends the agent to the first incomplete step when no step is given', async () => {
    signedIn({
      'GET /tasks-completed': { data: [{ taskCompletedId: 'a', type: 1, agentId: 'x' }] },
    });
    const { router } = renderApp('/onboarding?from=signup');
    await waitFor(() => expect(router.state.location.search).toBe('?from=signup&step=2'));
    expect(await screen.findByText('Sube tu foto de perfil')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Pasos' });
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('data-state', 'completed');
    expect(within(steps).getAllByRole('listitem')[1]).toHaveAttribute('data-state', 'active');
    expect(within(steps).getAllByRole('listitem')[2]).toHaveAttribute('data-state', 'inactive');
  });

  it('sends an agent with a completed profile home, unless from=async_media', async () => {
    signedIn({}, makeAgent({ profileCompleted: true }));
    const { router } = renderApp('/onboarding?step=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('stays for a completed profile coming back from async_media', async () => {
    signedIn({}, makeAgent({ profileCompleted: true }));
    renderApp('/onboarding?step=3&from=async_media&context=instagram');
    expect(await screen.findByRole('button', { name: 'Finalizar y comenzar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lo haré más tarde' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No hemos podido completar la conexión');
  });

  it('shows the step 1 messages and keeps the locality disabled until a state is chosen', async () => {
    const { calls } = signedIn();
    renderApp('/onboarding?step=1');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Debe seleccionar un estado')).toBeInTheDocument();
    expect(screen.getByText('Debe seleccionar una localidad')).toBeInTheDocument();
    expect(screen.getByText('Debe ingresar un número de teléfono')).toBeInTheDocument();
    expect(screen.getByLabelText('Localidad', { selector: 'input' })).toBeDisabled();

    await user.type(screen.getByPlaceholderText('412 555 5555'), '412 555');
    expect(await screen.findByText('El número de teléfono debe tener al menos 10 dígitos')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('412 555 5555'));
    await user.type(screen.getByPlaceholderText('412 555 5555'), '412abc');
    expect(await screen.findByText('Debe escribir un número de teléfono válido')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves state, locality (with its coordinates) and phone, then says so on the next step at once', async () => {
    const { calls } = signedIn({ 'PUT /agents': { data: makeAgent({ profileCompleted: true }) } });
    const { router } = renderApp('/onboarding?step=1');
    const user = userEvent.setup();

    await user.click(await screen.findByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Miranda', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('Localidad', { selector: 'input' })).toBeEnabled());
    await user.click(screen.getByLabelText('Localidad', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Chacao', hidden: true }));
    await user.type(screen.getByPlaceholderText('412 555 5555'), '412 555 5555');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    expect(await screen.findByText('Tu perfil se ha actualizado exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      codeContactPhoneNumber: '58',
      contactPhoneNumber: '4125555555',
      countryState: 2,
      location: 11,
      latitude: 10.49,
      longitude: -66.85,
    });
    // No pause after the answer: the photo step is there while the toast still shows.
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
    expect(screen.getByText('Tu perfil se ha actualizado exitosamente')).toBeInTheDocument();
  });

  it('shows the failure toast when the save fails', async () => {
    signedIn({ 'PUT /agents': apiErrorReply(500, 'SERVER_ERROR') });
    renderApp('/onboarding?step=1');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Miranda', hidden: true }));
    await user.click(screen.getByLabelText('Localidad', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Chacao', hidden: true }));
    await user.type(screen.getByPlaceholderText('412 555 5555'), '4125555555');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Algo ha salido mal. Por favor, vuelve a intentarlo.')).toBeInTheDocument();
  });

  it('moves on without saving when nothing changed', async () => {
    const agent = makeAgent({
      profileCompleted: false,
      address: { countryState: { countryStateId: 2, name: 'Miranda' }, location: { countryLocationId: 11, name: 'Chacao' } },
      contactPhoneNumber: { code: '58', number: '4125555555', fullNumber: '+584125555555' },
    });
    const { calls } = signedIn({}, agent);
    const { router } = renderApp('/onboarding?step=1');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Estado', { selector: 'input' })).toHaveValue('Miranda'));
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('asks for a photo on step 2 when the agent has none', async () => {
    signedIn();
    renderApp('/onboarding?step=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Debe subir una foto de perfil')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Omitir este paso' })).toBeInTheDocument();
  });

  it('says once that no network can be connected on this server, and offers the way on as a button', async () => {
    signedIn({ 'GET /media-providers': { data: providers.map((p) => ({ ...p, configured: false })) } });
    const { router } = renderApp('/onboarding?step=3');
    const user = userEvent.setup();

    expect(await screen.findByText(NO_NETWORKS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('No disponible por ahora')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar y comenzar' })).toBeDisabled();
    const later = screen.getByRole('button', { name: 'Lo haré más tarde' });
    // The main button of the step, not a subtle link-like one.
    expect(later).toHaveAttribute('data-variant', 'filled');
    await user.click(later);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?from=onboarding');
  });

  it('lists the networks with their buttons when the server can connect them', async () => {
    signedIn({ 'GET /media-providers': { data: providers } });
    renderApp('/onboarding?step=3');
    expect(await screen.findByRole('button', { name: 'Conectar Instagram' })).toBeInTheDocument();
    expect(screen.queryByText(NO_NETWORKS_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lo haré más tarde' })).toHaveAttribute('data-variant', 'default');
  });
});
