import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { mockApi, type ApiReply } from '../../../test/api-mock';
import { fakeHub } from '../../../test/fake-socket';
import { makeAgent } from '../../../test/fixtures';
import { agentMessage, resetHub, serverSends, stepMessage } from '../../../test/hub-fixtures';
import { renderApp } from '../../../test/render-app';

const row = (propertyDraftId: string, title: string, extra: object = {}) => ({
  propertyDraftId,
  title,
  thumbnail: null,
  status: 2,
  postStatus: 4,
  instagramPost: { status: 1 },
  facebookPost: null,
  ...extra,
});

function start(panel: ApiReply | ApiReply[]) {
  saveAccessToken('tok');
  window.localStorage.setItem('dismissTasksModal', 'true');
  window.localStorage.setItem('dismissUploadPropertyModal', 'false');
  const mock = mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /tasks-completed': { data: [1, 2, 3, 4, 5].map((type) => ({ taskCompletedId: `m${type}`, type, agentId: 'a' })) },
    'GET /property-drafts': panel,
    'GET /properties': { data: [] },
    'GET /property-types': { data: [] },
  });
  renderApp('/properties');
  return mock;
}

const item = (name: RegExp) => within(screen.getByRole('dialog', { name: 'Publicando propiedades' })).findByRole('listitem', { name });

describe('publishing panel, live', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(resetHub);

  it('joins each draft group and moves the labels with the messages', async () => {
    start({ data: [row('d1', 'Casa en Chacao'), row('d2', 'Apartamento en Altamira', { instagramPost: null })] });
    expect(await screen.findByRole('listitem', { name: 'Casa en Chacao: Publicando' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fakeHub.last.joins()).toEqual(
        expect.arrayContaining(['AGENT_7b0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f60', 'PROPERTY_DRAFT_PUBLISHING_d1', 'PROPERTY_DRAFT_PUBLISHING_d2']),
      ),
    );

    await serverSends(stepMessage('d1', { step: 1, postStatus: 5 }));
    expect(await item(/^Casa en Chacao: Instagram$/)).toBeInTheDocument();
    await serverSends(stepMessage('d1', { step: 2, postStatus: 5, instagramStatus: 3, errorMessage: 'x' }));
    expect(await item(/^Casa en Chacao: Finalizando$/)).toBeInTheDocument();
    await serverSends(stepMessage('d2', { step: 1, status: 1, postStatus: 3, errorMessage: 'Sin dirección' }));
    expect(await item(/^Apartamento en Altamira: No se pudo publicar \(Sin dirección\)$/)).toBeInTheDocument();
  });

  it('keeps a publication that just ended as Publicada until the panel is closed', async () => {
    const { calls } = start([{ data: [row('d1', 'Casa en Chacao')] }, { data: [] }]);
    await screen.findByRole('listitem', { name: 'Casa en Chacao: Publicando' });
    await serverSends(stepMessage('d1', { step: 4, status: 3, postStatus: 2, slug: 'casa', propertyId: 'p1' }));
    await serverSends(agentMessage('d1'));
    // The list is read again (the draft is no longer Publishing) but the row stays.
    await waitFor(() => expect(calls.filter((c) => c.path === '/property-drafts').length).toBeGreaterThanOrEqual(2));
    const ended = await item(/^Casa en Chacao: Publicada/);
    expect(ended).toHaveTextContent('Propiedad publicada exitosamente');
    expect(screen.getAllByRole('listitem', { name: /Casa en Chacao/ })).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Minimizar Publicando propiedades' }));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /Abrir Publicando propiedades/ })).not.toBeInTheDocument();
  });

  it('shows the end of a publication it did not list (started in another tab)', async () => {
    start({ data: [] });
    await waitFor(() => expect(fakeHub.sockets.length === 1 && fakeHub.last.connected).toBe(true));
    await serverSends(
      agentMessage('d3', { type: 'PublishingFailed', title: 'Local en Las Mercedes', postStatus: 3, slug: null, propertyId: null, errorMessage: 'Sin fotos' }),
    );
    await screen.findByRole('dialog', { name: 'Publicando propiedades' });
    expect(await item(/^Local en Las Mercedes: No se pudo publicar \(Sin fotos\)$/)).toBeInTheDocument();
  });
});
