import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyDraft } from '@vitrina/contract/schemas/property-draft';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, type Responder } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';

// Issue 11: the editor follows the caller's access, as the draft answer carries it.

const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
const editor = `/property-editor/${ID}/create`;
const NOTE = 'No tienes permiso para editar esta sección';
const owner = { id: 'a-owner', name: 'Daniela Rojas' };
const types = { data: [{ propertyTypeId: 1, name: 'Casa', pictureUrl: null }] };

function shared(permission: 'read' | 'write', scope: string | null): Partial<PropertyDraft> {
  return { access: { owner: false, permission, scope }, owner };
}

function open(path: string, draft: Responder, routes: Parameters<typeof mockApi>[0] = {}) {
  saveAccessToken('tok');
  const mock = mockApi({ 'GET /auth/agents': { data: makeAgent() }, 'GET /property-types': types, [`GET /property-drafts/${ID}`]: draft, ...routes });
  return { ...mock, ...renderApp(path), user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Menú' }));
  return screen.findByRole('navigation', { name: 'Herramientas del editor' });
}

describe('editor access', () => {
  it('gives the owner every tool, publish, invite and delete, with no note', async () => {
    const { user } = open(editor, { data: makeDraft({ access: { owner: true, permission: 'write', scope: 'all' } }) });
    expect(await screen.findByRole('textbox', { name: /^Precio \(USD\)/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).toBeNull();
    const menu = await openMenu(user);
    expect(within(menu).getByRole('button', { name: 'Invitar agentes' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Eliminar borrador' })).toBeInTheDocument();
    expect(within(menu).queryByLabelText('Solo lectura')).toBeNull();
  });

  it('shows a read-only collaborator the editor without save, publish, invite or delete', async () => {
    const { user, calls } = open(editor, { data: makeDraft(shared('read', null)) });
    const price = await screen.findByRole('textbox', { name: /^Precio \(USD\)/ });
    expect(price).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByText('Te invitaron solo a ver esta propiedad: puedes revisarla, pero no cambiarla.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    // The description takes no typing either.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveAttribute('contenteditable', 'false'));

    const menu = await openMenu(user);
    expect(within(menu).queryByRole('button', { name: 'Invitar agentes' })).toBeNull();
    expect(within(menu).queryByRole('button', { name: 'Eliminar borrador' })).toBeNull();
    // The listing's timeline is for every collaborator; the eleven tools are locked.
    expect(within(menu).getByRole('button', { name: 'Actividad' })).toBeInTheDocument();
    const items = within(menu)
      .getAllByRole('button')
      .filter((b) => b.closest('a, button') === b && b.getAttribute('type') === 'button' && b.textContent !== 'Actividad');
    expect(items).toHaveLength(11);
    for (const item of items) expect(within(item).getByLabelText('Solo lectura')).toBeInTheDocument();

    // Opening another tool shows it, disabled too; nothing was sent but reads.
    await user.click(within(menu).getByRole('button', { name: /^Video/ }));
    expect(await screen.findByLabelText('Elegir video')).toBeDisabled();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('lets a write collaborator edit only the tools of their scope', async () => {
    const { user } = open(editor, { data: makeDraft(shared('write', 'media')) });
    expect(await screen.findByRole('textbox', { name: /^Precio \(USD\)/ })).toBeDisabled();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByText('Tu invitación te permite editar: Multimedia.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();

    const menu = await openMenu(user);
    const item = (name: string) => within(menu).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(within(item('Propiedad')).getByLabelText('Solo lectura')).toBeInTheDocument();
    expect(within(item('Dirección')).getByLabelText('Solo lectura')).toBeInTheDocument();
    expect(within(item('Instagram')).getByLabelText('Solo lectura')).toBeInTheDocument();
    expect(within(item('Video')).queryByLabelText('Solo lectura')).toBeNull();
    expect(within(menu).queryByRole('button', { name: 'Invitar agentes' })).toBeNull();

    await user.click(item('Video'));
    expect(await screen.findByLabelText('Elegir video')).toBeEnabled();
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('keeps what was typed when a save is refused with 403 because the access changed meanwhile', async () => {
    let reads = 0;
    const { user, calls } = open(
      editor,
      () => {
        reads += 1;
        // The owner took the 'details' scope away while the agent typed.
        return { data: makeDraft({ propertyType: { propertyTypeId: 1, name: 'Casa' }, price: 1000, ...shared('write', reads === 1 ? 'details' : 'media') }) };
      },
      { [`PUT /property-drafts/${ID}`]: apiErrorReply(403, 'FORBIDDEN_SCOPE', 'No tienes permiso para hacer este cambio en la propiedad') },
    );
    const code = await screen.findByRole('textbox', { name: /^Código inmobiliario/ });
    await user.type(code, 'CCS-204');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const alert = await screen.findByRole('alert', { name: 'No tienes permiso para hacer este cambio en la propiedad' });
    expect(alert).toHaveTextContent('Lo que escribiste sigue aquí');
    // No generic failure beside it.
    expect(screen.queryByText('Algo ha salido mal. Por favor, vuelve a intentarlo.')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { operationType: 2, propertyType: 1, price: 1000, code: 'CCS-204', description: null },
    ]);
    // The draft is read again: the tool turns read-only, still open with the typed values.
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Código inmobiliario/ })).toHaveValue('CCS-204');
    expect(screen.getByRole('textbox', { name: /^Código inmobiliario/ })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Propiedad' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('keeps the editor and the typed text when the refused save turns out to be a revoked access', async () => {
    let reads = 0;
    const { user } = open(
      editor,
      () => {
        reads += 1;
        if (reads > 1) return apiErrorReply(404, 'PROPERTY_DRAFT_NOT_FOUND', 'No hemos encontrado este borrador');
        return { data: makeDraft({ propertyType: { propertyTypeId: 1, name: 'Casa' }, price: 1000, ...shared('write', 'details') }) };
      },
      { [`PUT /property-drafts/${ID}`]: apiErrorReply(403, 'FORBIDDEN_SCOPE', 'No tienes permiso para hacer este cambio en la propiedad') },
    );
    await user.type(await screen.findByRole('textbox', { name: /^Código inmobiliario/ }), 'CCS-9');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert', { name: 'No tienes permiso para hacer este cambio en la propiedad' })).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByText('No hemos encontrado este borrador.')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Código inmobiliario/ })).toHaveValue('CCS-9');
  });
});
