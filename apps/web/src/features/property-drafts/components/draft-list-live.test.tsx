import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { mockApi, type ApiCall } from '../../../test/api-mock';
import { fakeHub } from '../../../test/fake-socket';
import { makeAgent } from '../../../test/fixtures';
import { agentMessage, resetHub, serverSends } from '../../../test/hub-fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';

const drafts = [
  makeDraft({ propertyDraftId: 'd1', title: 'Casa en Chacao', status: 2, postStatus: 4 }),
  makeDraft({ propertyDraftId: 'd2', title: 'Apartamento en Altamira', status: 2, postStatus: 4 }),
  makeDraft({ propertyDraftId: 'd3', title: 'Local en Las Mercedes' }),
];

function start() {
  saveAccessToken('tok');
  const mock = mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /tasks-completed': { data: [] },
    'GET /property-types': { data: [] },
    'GET /property-drafts': (call: ApiCall) =>
      new URL(call.url, 'http://x').searchParams.get('statuses') === '1,2' ? { data: drafts } : { data: [] },
  });
  renderApp('/properties/drafts');
  return mock;
}

const card = async (title: string) => (await screen.findByText(title)).closest('a')!;

describe('draft list, live', () => {
  afterEach(resetHub);

  it('flags a card Publicado when the hub says its draft was published, and opens the publication', async () => {
    const { calls } = start();
    expect(within(await card('Casa en Chacao')).getByText('Publicando')).toBeInTheDocument();
    expect(await card('Casa en Chacao')).toHaveAttribute('href', '/properties/drafts/d1/publishing');
    expect(await card('Local en Las Mercedes')).toHaveAttribute('href', '/property-editor/d3/create');
    await waitFor(() => expect(fakeHub.sockets.length === 1 && fakeHub.last.connected).toBe(true));
    const reads = calls.length;

    await serverSends(agentMessage('d1', { slug: 'casa-en-chacao', propertyId: 'p1' }));
    const published = await card('Casa en Chacao');
    expect(within(published).getByText('Publicado')).toBeInTheDocument();
    expect(published).toHaveAttribute('href', '/properties/view/casa-en-chacao/p1');

    await serverSends(agentMessage('d2', { type: 'PublishingFailed', postStatus: 3, slug: null, propertyId: null }));
    const failed = await card('Apartamento en Altamira');
    await waitFor(() => expect(within(failed).getByText('Editar borrador')).toBeInTheDocument());
    expect(failed).toHaveAttribute('href', '/property-editor/d2/create');
    // The visible list is not read again (the card would vanish); it is on the next visit.
    expect(calls.slice(reads).filter((c) => c.url.includes('1%2C2'))).toHaveLength(0);
  });
});
