import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collaborators } from '@vitrina/contract/schemas/collaboration';
import { describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, created, mockApi, type ApiCall, type Responder } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';

const D = 'd1';
const LINK = 'http://localhost/invitations/tok-abc';
const path = `/properties/drafts/${D}/invite`;

/** The draft list behind the dialog, the draft the dialog names, and the shell's calls. */
function signedIn(routes: Record<string, Responder | Responder[]>) {
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: makeAgent() },
    [`GET /property-drafts/${D}`]: { data: makeDraft({ propertyDraftId: D, title: 'Casa en Baruta' }) },
    'GET /tasks-completed': { data: [] },
    'GET /property-types': { data: [] },
    'GET /property-drafts': (call: ApiCall) => {
      const data = call.query.get('statuses') === '1,2' ? [makeDraft({ propertyDraftId: D, title: 'Casa en Baruta' })] : [];
      return { data, metadata: { pagination: { limit: 16, offset: 0, total: data.length } } };
    },
    ...routes,
  });
}

const invitationCreated = created({ invitationId: 'i1', url: LINK, expiresAt: '2026-12-03T12:00:00.000Z' });

function collaborators(overrides: Partial<Collaborators> = {}): Collaborators {
  return {
    collaborators: [
      {
        agentId: 'a2',
        name: 'Ana Pérez',
        emailAddress: 'ana@correo.com',
        permission: 'write',
        scope: 'details,media',
        invitedBy: 'a1',
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    pendingInvitations: [
      { invitationId: 'i9', emailAddress: null, permission: 'read', scope: null, createdAt: '2026-11-25T10:00:00.000Z', expiresAt: '2026-12-02T10:00:00.000Z' },
    ],
    ...overrides,
  };
}

async function openDialog() {
  return screen.findByRole('dialog', { name: 'Invitar agentes' });
}

describe('the invitation dialog', () => {
  it('opens from the draft card and closes back to the draft list', async () => {
    signedIn({});
    const { router } = renderApp('/properties/drafts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Invitar agentes a Casa en Baruta' }));
    const dialog = await openDialog();
    expect(router.state.location.pathname).toBe(path);
    expect(await within(dialog).findByText('Casa en Baruta')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/drafts'));
    expect(screen.queryByRole('dialog', { name: 'Invitar agentes' })).not.toBeInTheDocument();
  });

  it("lists a draft shared with the agent with its owner's name, and offers neither invite nor delete on it", async () => {
    saveAccessToken('tok');
    mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /tasks-completed': { data: [] },
      'GET /property-types': { data: [] },
      'GET /property-drafts': (call: ApiCall) => {
        const data =
          call.query.get('statuses') === '1,2'
            ? [
                makeDraft({ propertyDraftId: 'mine', title: 'Casa propia', access: { owner: true, permission: 'write', scope: 'all' }, owner: { id: 'a1', name: 'María Pérez' } }),
                makeDraft({ propertyDraftId: 'shared', title: 'Casa compartida', access: { owner: false, permission: 'write', scope: 'details' }, owner: { id: 'a9', name: 'Ana Gómez' } }),
              ]
            : [];
        return { data, metadata: { pagination: { limit: 16, offset: 0, total: data.length } } };
      },
    });
    renderApp('/properties/drafts');
    expect(await screen.findByText('Compartido por Ana Gómez')).toBeInTheDocument();
    expect(screen.getAllByText(/^Compartido por/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Invitar agentes a Casa propia' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invitar agentes a Casa compartida' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar borrador Casa compartida' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar borrador Casa propia' })).toBeInTheDocument();
  });

  it("opens from the editor's menu and closes back to the editor", async () => {
    signedIn({ [`GET /property-drafts/${D}`]: { data: makeDraft({ propertyDraftId: D, title: 'Casa en Baruta' }) } });
    const { router } = renderApp(`/property-editor/${D}/create?section=basic_details`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    await user.click(await screen.findByRole('button', { name: 'Invitar agentes' }));
    const dialog = await openDialog();
    expect(router.state.location.pathname).toBe(path);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/property-editor/${D}/create?section=basic_details`));
    expect(await screen.findByRole('button', { name: /Salir/ })).toBeInTheDocument();
  });

  it('creates a write link with the scopes left ticked, copies it for 3 s and offers the share targets', async () => {
    const { calls } = signedIn({ [`POST /property-drafts/${D}/invitations`]: invitationCreated });
    renderApp(path);
    const user = userEvent.setup();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Ver y editar propiedad' })).toBeChecked();
    for (const s of ['Detalles', 'Ubicación', 'Multimedia', 'Redes sociales']) expect(within(dialog).getByRole('checkbox', { name: s })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ubicación' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Redes sociales' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Detalles' }));
    // 'Multimedia' is the last one ticked: it cannot be unticked.
    const last = within(dialog).getByRole('checkbox', { name: 'Multimedia' });
    expect(last).toBeChecked();
    expect(last).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Crear enlace de invitación' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Enlace de invitación' })).toHaveValue(LINK);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ emailAddress: null, permission: 'write', scope: 'media' });
    const text = encodeURIComponent('Te invito a colaborar en una propiedad en Vitrina');
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${text}${encodeURIComponent(`: ${LINK}`)}`);
    expect(within(dialog).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', `https://t.me/share/url?url=${encodeURIComponent(LINK)}&text=${text}`);
    expect(within(dialog).getByRole('link', { name: 'Messenger' }).getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\/dialog\/send\?link=/);
    expect(within(dialog).queryByText(/Hemos enviado la invitación/)).not.toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
      expect(await within(dialog).findByText('¡Enlace copiado correctamente!')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(LINK);
      act(() => vi.advanceTimersByTime(2900));
      expect(within(dialog).getByText('¡Enlace copiado correctamente!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(within(dialog).queryByText('¡Enlace copiado correctamente!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives Messenger the Facebook app id of the server's config", async () => {
    window.__VITRINA_CONFIG__ = { facebookAppId: 'fb-app-7' };
    signedIn({ [`POST /property-drafts/${D}/invitations`]: invitationCreated });
    renderApp(path);
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Crear enlace de invitación' }));
    const messenger = new URL((await within(dialog).findByRole('link', { name: 'Messenger' })).getAttribute('href')!);
    expect(Object.fromEntries(messenger.searchParams)).toEqual({ link: LINK, redirect_uri: LINK, app_id: 'fb-app-7' });
  });

  it('sends a read invitation by e-mail and says it was sent', async () => {
    const { calls } = signedIn({ [`POST /property-drafts/${D}/invitations`]: invitationCreated });
    renderApp(path);
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Solo ver propiedad' }));
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), ' ana@correo.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Crear enlace de invitación' }));
    expect(await within(dialog).findByText('Hemos enviado la invitación a ana@correo.com.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ emailAddress: 'ana@correo.com', permission: 'read', scope: null });
  });

  it('shows the server field errors under their fields, and the other errors in Spanish, keeping what was typed', async () => {
    signedIn({
      [`POST /property-drafts/${D}/invitations`]: [
        apiErrorReply(400, 'VALIDATION_ERROR', 'Datos inválidos', { emailAddress: 'Debe escribir un correo electrónico válido' }),
        apiErrorReply(400, 'VALIDATION_ERROR', 'Datos inválidos', { scope: 'Selecciona al menos un permiso de edición válido' }),
        apiErrorReply(403, 'FORBIDDEN_SCOPE', 'No tienes permiso para hacer este cambio en la propiedad'),
        { status: 500 },
      ],
    });
    renderApp(path);
    const user = userEvent.setup();
    const dialog = await openDialog();
    const email = within(dialog).getByRole('textbox', { name: /Correo electrónico/ });
    await user.type(email, 'ana@correo');
    const submit = within(dialog).getByRole('button', { name: 'Crear enlace de invitación' });
    await user.click(submit);
    expect(await within(dialog).findByText('Debe escribir un correo electrónico válido')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Debe escribir un correo electrónico válido'));

    await user.click(submit);
    expect(await within(dialog).findByText('Selecciona al menos un permiso de edición válido')).toBeInTheDocument();
    expect(within(dialog).queryByText('Debe escribir un correo electrónico válido')).not.toBeInTheDocument();

    await user.click(submit);
    expect(await within(dialog).findByText('No tienes permiso para hacer este cambio en la propiedad')).toBeInTheDocument();

    await user.click(submit);
    expect(await within(dialog).findByText('Algo ha salido mal. Por favor, vuelve a intentarlo.')).toBeInTheDocument();
    expect(email).toHaveValue('ana@correo');
  });
});

describe("the 'Agentes añadidos' tab", () => {
  it('lists the agents and the pending invitations; changes access, cancels an invitation and revokes after confirming', async () => {
    let current = collaborators();
    const { calls } = signedIn({
      [`GET /property-drafts/${D}/collaborators`]: () => ({ data: current }),
      [`PUT /property-drafts/${D}/collaborators/a2`]: (call: ApiCall) => {
        const body = call.body as { permission: 'write'; scope: string };
        current = collaborators({ collaborators: [{ ...current.collaborators[0]!, ...body }] });
        return { data: current.collaborators[0] };
      },
      'DELETE /invitations/i9': () => {
        current = { ...current, pendingInvitations: [] };
        return { data: null };
      },
      [`DELETE /property-drafts/${D}/collaborators/a2`]: () => {
        current = { ...current, collaborators: [] };
        return { data: null };
      },
    });
    renderApp(path);
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Agentes añadidos' }));
    const ana = await within(dialog).findByRole('listitem', { name: 'Ana Pérez' });
    expect(ana).toHaveTextContent('ana@correo.com');
    expect(ana).toHaveTextContent('Ver y editar propiedad: Detalles, Multimedia');
    expect(within(dialog).getByRole('listitem', { name: 'Invitación Enlace sin correo' })).toHaveTextContent('Solo ver propiedad');

    await user.click(within(ana).getByRole('button', { name: 'Cambiar permisos' }));
    expect(within(ana).getByRole('checkbox', { name: 'Detalles' })).toBeChecked();
    expect(within(ana).getByRole('checkbox', { name: 'Ubicación' })).not.toBeChecked();
    await user.click(within(ana).getByRole('checkbox', { name: 'Ubicación' }));
    await user.click(within(ana).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Permisos actualizados correctamente.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ permission: 'write', scope: 'details,location,media' });
    await waitFor(() => expect(within(dialog).getByRole('listitem', { name: 'Ana Pérez' })).toHaveTextContent('Detalles, Ubicación, Multimedia'));

    await user.click(within(dialog).getByRole('button', { name: 'Anular invitación' }));
    expect(await screen.findByText('Invitación anulada correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: /Invitación/ })).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Quitar acceso' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Quitar el acceso de Ana Pérez?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.path.includes('/collaborators/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar acceso' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Quitar el acceso de Ana Pérez?' })).getByRole('button', { name: 'Quitar acceso' }));
    expect(await screen.findByText('Acceso retirado correctamente.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Todavía no has añadido agentes a esta propiedad')).toBeInTheDocument();
  });

  it('shows an error with retry, then the empty state', async () => {
    signedIn({ [`GET /property-drafts/${D}/collaborators`]: [{ status: 500 }, { status: 500 }, { status: 500 }, { data: collaborators({ collaborators: [], pendingInvitations: [] }) }] });
    renderApp(path);
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Agentes añadidos' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('Todavía no has añadido agentes a esta propiedad')).toBeInTheDocument();
  });

  it("shows the server's Spanish message when a change is refused", async () => {
    signedIn({
      [`GET /property-drafts/${D}/collaborators`]: { data: collaborators() },
      [`PUT /property-drafts/${D}/collaborators/a2`]: apiErrorReply(404, 'COLLABORATOR_NOT_FOUND', 'El agente no colabora en esta propiedad'),
    });
    renderApp(path);
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Agentes añadidos' }));
    const ana = await within(dialog).findByRole('listitem', { name: 'Ana Pérez' });
    await user.click(within(ana).getByRole('button', { name: 'Cambiar permisos' }));
    await user.click(within(ana).getByRole('radio', { name: 'Solo ver propiedad' }));
    await user.click(within(ana).getByRole('button', { name: 'Guardar' }));
    expect(await within(ana).findByText('El agente no colabora en esta propiedad')).toBeInTheDocument();
  });
});
