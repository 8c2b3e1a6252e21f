import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../lib/access-token';
import { apiErrorReply, mockApi } from '../../test/api-mock';
import { makeAgent } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const agent = makeAgent({
  firstName: 'María',
  lastName: 'Pérez',
  sex: 2,
  birthDate: '1990-04-12',
  address: { countryState: { countryStateId: 2, name: 'Miranda' }, location: { countryLocationId: 11, name: 'Chacao' } },
  latitude: 10.49,
  longitude: -66.85,
});

function start(routes: Parameters<typeof mockApi>[0] = {}, path = '/account?section=profile') {
  window.localStorage.setItem('dismissTasksModal', 'true');
  saveAccessToken('tok');
  const mock = mockApi({
    'GET /auth/agents': { data: agent },
    'GET /tasks-completed': { data: [] },
    'GET /property-drafts': { data: [] },
    'GET /country-states': { data: [{ countryStateId: 2, name: 'Miranda', latitude: 10.3, longitude: -66.4 }] },
    'GET /country-locations': {
      data: [{ countryLocationId: 11, name: 'Chacao', latitude: 10.49, longitude: -66.85, countryState: 2 }],
    },
    'GET /media-providers': {
      data: [
        { mediaProviderId: 1, name: 'Google Calendar', imageUrl: '/images/providers/google-calendar.svg', type: 1, permissions: ['Ver tus calendarios'], configured: false },
        { mediaProviderId: 2, name: 'Instagram', imageUrl: '/images/providers/instagram.svg', type: 2, permissions: ['Publicar contenido'], configured: true },
      ],
    },
    'GET /media-providers/agents': { data: [] },
    ...routes,
  });
  return { ...mock, ...renderApp(path) };
}

describe('account page', () => {
  beforeEach(() => window.localStorage.clear());

  it('defaults to Integraciones: unavailable providers say so, configured ones open the permissions', async () => {
    start({}, '/account');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Cuenta y configuración' })).toBeInTheDocument();
    expect(document.title).toBe('Mi cuenta - Vitrina Agentes');
    // The section shown is Integraciones: its heading, its link marked current, and no profile form.
    expect(await screen.findByRole('heading', { level: 2, name: 'Integraciones' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Perfil' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    const sectionLinks = within(screen.getByRole('navigation', { name: 'Secciones de la cuenta' }));
    for (const link of sectionLinks.getAllByRole('link', { name: 'Integraciones' })) expect(link).toHaveAttribute('aria-current', 'page');
    for (const link of sectionLinks.getAllByRole('link', { name: 'Perfil' })) expect(link).not.toHaveAttribute('aria-current');
    // Google Calendar is not configured: its own card says so and offers no button.
    const google = (await screen.findByText('Google Calendar')).closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(google).getByText('No disponible por ahora')).toBeInTheDocument();
    expect(within(google).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Conectar Instagram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Instagram' });
    expect(within(dialog).getByText('Publicar contenido')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Iniciar sesión con Instagram' })).toBeEnabled();
  });

  it('shows the settings messages and does not save an invalid form', async () => {
    const { calls } = start();
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('Nombre');
    await waitFor(() => expect(screen.getByLabelText('Estado', { selector: 'input' })).toHaveValue('Miranda'));
    await user.clear(firstName);
    await user.type(firstName, 'Ma');
    await user.clear(screen.getByLabelText('Apellido'));
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '' } });
    // 501 characters: pasted at once, since typing each key is not the point and is slow under load.
    await user.click(screen.getByLabelText('Descripción'));
    await user.paste('a'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Debe escribir el apellido')).toBeInTheDocument();
    // The birth date is optional in Perfil (issue 13): an empty one is no error.
    expect(screen.queryByText('Debe seleccionar una fecha de nacimiento')).not.toBeInTheDocument();
    expect(screen.getByText('La descripción no debe tener más de 500 caracteres')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a future birth date', async () => {
    start();
    const user = userEvent.setup();
    const birthDate = await screen.findByLabelText('Fecha de nacimiento');
    fireEvent.change(birthDate, { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('La fecha de nacimiento no puede ser futura')).toBeInTheDocument();
  });

  it('saves the profile and says so', async () => {
    const { calls } = start({ 'PUT /agents': { data: agent } });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Estado', { selector: 'input' })).toHaveValue('Miranda'));
    await user.type(screen.getByLabelText('Descripción'), 'Agente en Caracas');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('¡Cambios guardados correctamente!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'María',
      lastName: 'Pérez',
      sex: 2,
      birthDate: '1990-04-12',
      countryState: 2,
      location: 11,
      latitude: 10.49,
      longitude: -66.85,
      description: 'Agente en Caracas',
    });
  });

  it('shows the settings failure message', async () => {
    start({ 'PUT /agents': apiErrorReply(500, 'SERVER_ERROR') });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Estado', { selector: 'input' })).toHaveValue('Miranda'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText('Algo no ha salido como se esperaba. Por favor, vuelve a intentarlo.'),
    ).toBeInTheDocument();
  });
});
