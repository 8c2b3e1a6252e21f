import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../lib/access-token';
import { mockApi } from '../../test/api-mock';
import { fakeHub } from '../../test/fake-socket';
import { makeAgent } from '../../test/fixtures';
import { agentMessage, resetHub, serverSends } from '../../test/hub-fixtures';
import { renderApp } from '../../test/render-app';

function start() {
  saveAccessToken('tok');
  const mock = mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /tasks-completed': { data: [] },
    'GET /property-drafts': { data: [] },
    'GET /properties': { data: [] },
    'GET /property-types': { data: [] },
  });
  renderApp('/properties');
  const propertyReads = () => mock.calls.filter((c) => c.path === '/properties').length;
  const milestoneReads = () => mock.calls.filter((c) => c.path === '/tasks-completed').length;
  return { ...mock, propertyReads, milestoneReads };
}

async function connected() {
  await waitFor(() => expect(fakeHub.sockets.length === 1 && fakeHub.last.connected).toBe(true));
}

describe('publication toasts in the signed-in app', () => {
  afterEach(resetHub);

  it('says the property was published and reads the published list and the checklist again', async () => {
    const { propertyReads, milestoneReads } = start();
    await screen.findByText('No se han encontrado propiedades en este momento');
    await connected();
    const before = propertyReads();
    const milestonesBefore = milestoneReads();
    await serverSends(agentMessage('d1'));
    expect(await screen.findByText('Tu propiedad ha sido publicada exitosamente')).toBeInTheDocument();
    expect(screen.getByText('Casa en Chacao')).toBeInTheDocument();
    await waitFor(() => expect(propertyReads()).toBeGreaterThan(before));
    // 'Crea tu primera propiedad' is done once the first publication ends.
    await waitFor(() => expect(milestoneReads()).toBeGreaterThan(milestonesBefore));
  });

  it('says which network missed the publication', async () => {
    start();
    await connected();
    await serverSends(agentMessage('d1', { postStatus: 7, instagramStatus: 3, facebookStatus: 2 }));
    expect(await screen.findByText('Tu propiedad ha sido publicada, pero no se ha podido publicar en Instagram')).toBeInTheDocument();
    await serverSends(agentMessage('d2', { postStatus: 5, instagramStatus: 3, facebookStatus: 3 }));
    expect(
      await screen.findByText('Tu propiedad ha sido publicada, pero no se ha podido publicar en Instagram ni en Facebook'),
    ).toBeInTheDocument();
  });

  it('reads the publishing panel again when a publication starts in another tab, without a toast', async () => {
    const { calls } = start();
    await connected();
    const panelReads = () => calls.filter((c) => c.path === '/property-drafts' && c.url.includes('statuses=2')).length;
    await waitFor(() => expect(panelReads()).toBeGreaterThan(0));
    const before = panelReads();
    await serverSends(agentMessage('d9', { type: 'PublishingStarted', postStatus: 4, slug: null, propertyId: null }));
    await waitFor(() => expect(panelReads()).toBeGreaterThan(before));
    expect(screen.queryByText('Tu propiedad ha sido publicada exitosamente')).not.toBeInTheDocument();
  });

  it('says when a publication failed, once', async () => {
    start();
    await connected();
    const failed = agentMessage('d1', { type: 'PublishingFailed', postStatus: 3, slug: null, propertyId: null });
    await serverSends(failed);
    await serverSends(failed);
    expect(await screen.findAllByText('No se ha podido publicar la propiedad')).toHaveLength(1);
  });
});
