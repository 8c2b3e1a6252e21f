import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { mockApi, type ApiReply } from '../../../test/api-mock';
import { makeAgent, makeTenant } from '../../../test/fixtures';
import { fakeClock } from '../../../test/clock';
import { matchMediaAt } from '../../../test/match-media';
import { renderApp } from '../../../test/render-app';

function signedIn(routes: Record<string, ApiReply | ApiReply[]>) {
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /tasks-types': { data: [] },
    'GET /tenants/5d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f61/tasks': { data: [], metadata: { pagination: { limit: 20, offset: 0, total: 0 } } },
    'GET /tenants/5d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f61/activities': {
      data: [
        {
          activityId: 'a2',
          tenantId: 't',
          agentId: 'g',
          eventType: 5,
          title: 'Los datos compartidos del cliente han sido actualizados',
          index: 2,
          actor: { agentId: 'other', fullName: 'Luis Rojas' },
          createdAt: '2025-06-07T15:00:00.000Z',
        },
        { activityId: 'a1', tenantId: 't', agentId: 'g', eventType: 1, title: 'El cliente ha sido añadido', index: 1, actor: { agentId: 'g', fullName: 'Ana Pérez' }, createdAt: '2025-03-04T15:00:00.000Z' },
      ],
    },
    ...routes,
  });
}

describe('customer view', () => {
  it('shows the profile, the information block, the tasks tab by default and the message link', async () => {
    signedIn({ 'GET /tenants/slug/jose-hernandez': { data: makeTenant({ emailAddress: null, tenantType: 1 }) } });
    renderApp('/customers/view/jose-hernandez');

    expect(await screen.findByRole('heading', { name: 'José Hernández' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('José Hernández - Vitrina Agentes'));
    expect(screen.getByText('Activo desde el 04/03/2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 de 3 estrellas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mensaje' })).toHaveAttribute('href', 'https://wa.me/584121234567');
    expect(screen.getByRole('link', { name: 'Mensaje' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/customers/edit/jose-hernandez');
    const info = screen.getByLabelText('Información del cliente');
    expect(within(info).getByText('Sin correo')).toBeInTheDocument();
    expect(within(info).getByText('Chacao')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tareas', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No se han encontrado tareas en este momento')).toBeInTheDocument();
    // Below 1024 px there is no Información tab, and Actividad is a tab.
    expect(screen.queryByRole('tab', { name: 'Información' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Actividad' })).toBeInTheDocument();
  });

  it("the timeline names the agent who changed the customer's shared data", async () => {
    signedIn({ 'GET /tenants/slug/jose-hernandez': { data: makeTenant() } });
    renderApp('/customers/view/jose-hernandez');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: 'Actividad' }));
    const shared = await screen.findByText('Los datos compartidos del cliente han sido actualizados');
    const item = shared.closest('.mantine-Timeline-item') as HTMLElement;
    expect(within(item).getByText('por Luis Rojas')).toBeInTheDocument();
    expect(screen.getByText('El cliente ha sido añadido')).toBeInTheDocument();
    // Only the shared-data event says who made it.
    expect(screen.queryByText('por Ana Pérez')).not.toBeInTheDocument();
  });

  it("the timeline names the listing of an interest and quotes what the person wrote", async () => {
    const activities = 'GET /tenants/5d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f61/activities';
    const base = { tenantId: 't', agentId: 'g', actor: null, message: null, createdAt: '2025-06-07T15:00:00.000Z' };
    signedIn({
      'GET /tenants/slug/jose-hernandez': { data: makeTenant() },
      [activities]: {
        data: [
          { ...base, activityId: 'a2', eventType: 10, index: 2, title: 'Interés en una propiedad: Visitó', property: { propertyId: 'p2', slug: 'casa-en-chacao', title: 'Casa en Chacao' } },
          { ...base, activityId: 'a1', eventType: 6, index: 1, title: 'El cliente se interesó en una propiedad desde su página pública', property: { propertyId: 'p1', slug: 'apto-en-baruta', title: null }, message: '¿Sigue disponible?' },
        ],
      },
    });
    renderApp('/customers/view/jose-hernandez');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: 'Actividad' }));
    const visited = (await screen.findByText('Interés en una propiedad: Visitó')).closest('.mantine-Timeline-item') as HTMLElement;
    expect(within(visited).getByRole('link', { name: 'Casa en Chacao' })).toHaveAttribute('href', '/p/casa-en-chacao');
    const asked = screen.getByText('El cliente se interesó en una propiedad desde su página pública').closest('.mantine-Timeline-item') as HTMLElement;
    // A listing without a title is still reachable.
    expect(within(asked).getByRole('link', { name: 'Ver propiedad' })).toHaveAttribute('href', '/p/apto-en-baruta');
    expect(within(asked).getByText('«¿Sigue disponible?»')).toBeInTheDocument();
  });

  it('archives after confirmation, then goes to from=archived as soon as it is answered', async () => {
    const tenant = makeTenant();
    const { calls } = signedIn({
      'GET /tenants/slug/jose-hernandez': { data: tenant },
      [`PUT /tenants/${tenant.tenantId}/disabled`]: { data: { ...tenant, status: 2 } },
    });
    const { router } = renderApp('/customers/view/jose-hernandez');
    // No hover: see app/guards/guards.test.tsx 'logs out from the avatar menu'.
    const clock = fakeClock();
    const user = userEvent.setup({ skipHover: true, advanceTimers: vi.advanceTimersByTime });

    // The page is loaded (its tasks too) before the menu is used.
    expect(await screen.findByText('Activo desde el 04/03/2025')).toBeInTheDocument();
    expect(await screen.findByText('No se han encontrado tareas en este momento')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Más' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archivar cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Archivar cliente' }));

    expect(await screen.findByText('Cliente archivado exitosamente.')).toBeInTheDocument();
    // No fixed wait after the answer: on a held clock the address has already moved on.
    clock.hold();
    await waitFor(() => expect(router.state.location.search).toBe('?from=archived'));
    clock.release();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/tenants/${tenant.tenantId}/disabled`);
    expect(put.headers['content-type']).toBeUndefined();
    expect(put.body).toBeUndefined();
    expect(await screen.findByText('Archivado desde el 07/06/2025')).toBeInTheDocument();
  });

  it('activates an archived customer after confirmation; cancelling sends nothing', async () => {
    const tenant = makeTenant({ status: 2 });
    const { calls } = signedIn({
      'GET /tenants/slug/jose-hernandez': { data: tenant },
      [`PUT /tenants/${tenant.tenantId}/enabled`]: { data: { ...tenant, status: 1 } },
    });
    const { router } = renderApp('/customers/view/jose-hernandez');
    // No hover: see app/guards/guards.test.tsx 'logs out from the avatar menu'.
    const user = userEvent.setup({ skipHover: true });

    expect(await screen.findByText('Archivado desde el 07/06/2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Más' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Activar cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Activar cliente' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Más' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activar', hidden: true }));
    dialog = await screen.findByRole('dialog', { name: 'Activar cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Activar cliente' }));
    expect(await screen.findByText('Cliente activado exitosamente.')).toBeInTheDocument();
    expect(await screen.findByText('Activo desde el 04/03/2025')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?from=enabled'));
  });

  it('at 1440 px shows the information block once, in its tab', async () => {
    // A 1440 px wide window: every (min-width: N px) query up to 1440 matches.
    vi.stubGlobal('matchMedia', matchMediaAt(1440));
    signedIn({ 'GET /tenants/slug/jose-hernandez': { data: makeTenant() } });
    renderApp('/customers/view/jose-hernandez?section=information');

    expect(await screen.findByRole('tab', { name: 'Información', selected: true })).toBeInTheDocument();
    expect(await screen.findAllByText('Cédula de identidad')).toHaveLength(1);
    expect(screen.getAllByText('Tipo de cliente')).toHaveLength(1);
  });

  it("shows 'Sin especificar' for a customer whose sex was not given", async () => {
    signedIn({ 'GET /tenants/slug/jose-hernandez': { data: makeTenant({ sex: null }) } });
    renderApp('/customers/view/jose-hernandez');
    const sex = await screen.findByText('Sexo');
    expect(sex.parentElement).toHaveTextContent('Sin especificar');
  });
});
