import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, type ApiCall } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';

const base = {
  'GET /auth/agents': { data: makeAgent() },
  'GET /tasks-completed': { data: [] },
  'GET /property-types': { data: [{ propertyTypeId: 2, name: 'Apartamento', pictureUrl: null }] },
};

/** The list (statuses=1,2) answers what is left; the floating panel (statuses=2) nothing. */
function listOf(current: () => ReturnType<typeof makeDraft>[]) {
  return (call: ApiCall) => {
    if (new URL(call.url, 'http://x').searchParams.get('statuses') !== '1,2') return { data: [] };
    const data = current();
    return { data, metadata: { pagination: { limit: 16, offset: 0, total: data.length } } };
  };
}

describe('deleting a draft from the list', () => {
  it('asks first, Cancelar keeps it, Eliminar deletes it with a toast and the list empties', async () => {
    saveAccessToken('tok');
    let drafts = [makeDraft({ propertyDraftId: 'd1', title: 'Casa en venta en Baruta' })];
    const { calls } = mockApi({
      ...base,
      'GET /property-drafts': listOf(() => drafts),
      'DELETE /property-drafts/d1': () => {
        drafts = [];
        return { data: null };
      },
    });
    renderApp('/properties/drafts');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Eliminar borrador Casa en venta en Baruta' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar este borrador?' });
    expect(within(dialog).getByText('Se eliminarán el borrador, sus imágenes y su video. Esta acción no se puede deshacer.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Casa en venta en Baruta')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar borrador Casa en venta en Baruta' }));
    dialog = await screen.findByRole('dialog', { name: '¿Eliminar este borrador?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Borrador eliminado correctamente.')).toBeInTheDocument();
    expect(await screen.findByText('No se han encontrado borradores en este momento')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/property-drafts/d1']);
  });

  it("shows the server's reason when the draft is being published, and keeps it", async () => {
    saveAccessToken('tok');
    const drafts = [makeDraft({ propertyDraftId: 'd1', title: 'Casa en venta en Baruta' })];
    mockApi({
      ...base,
      'GET /property-drafts': listOf(() => drafts),
      'DELETE /property-drafts/d1': apiErrorReply(409, 'PROPERTY_DRAFT_NOT_EDITABLE', 'El borrador se está publicando y no se puede eliminar. Espera a que termine la publicación.'),
    });
    renderApp('/properties/drafts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar borrador Casa en venta en Baruta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este borrador?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El borrador se está publicando y no se puede eliminar. Espera a que termine la publicación.')).toBeInTheDocument();
    expect(screen.getByText('Casa en venta en Baruta')).toBeInTheDocument();
  });

  it('offers no delete on a draft being published', async () => {
    saveAccessToken('tok');
    mockApi({ ...base, 'GET /property-drafts': listOf(() => [makeDraft({ propertyDraftId: 'd2', title: 'Casa publicándose', status: 2 })]) });
    renderApp('/properties/drafts');
    expect(await screen.findByText('Casa publicándose')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar borrador/ })).not.toBeInTheDocument();
  });
});
