import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockFetch, type MockReply, type RecordedCall } from '../../../test/fetch-mock';
import { makeAgent } from '../../../test/fixtures';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';

const drafts = [
  makeDraft({
    propertyDraftId: 'd1',
    title: 'Apartamento en venta en Chacao',
    propertyType: { propertyTypeId: 2, name: 'Apartamento' },
    price: 120000,
    bedrooms: 3,
    bathrooms: 2,
    size: 95,
    address: {
      address: 'Av. Francisco de Miranda',
      countryState: { countryStateId: 14, name: 'Miranda' },
      location: { countryLocationId: 1, name: 'Chacao' },
      geolocation: null,
    },
  }),
  makeDraft({ propertyDraftId: 'd2', title: 'Casa en alquiler en Baruta', operationType: 1, status: 2 }),
];

/** The list asks statuses=1,2; the floating panel asks statuses=2. */
function draftsRoute(list: MockReply | MockReply[]) {
  const replies = Array.isArray(list) ? [...list] : [list];
  return (call: RecordedCall): MockReply => {
    const statuses = new URL(call.url, 'http://x').searchParams.get('statuses');
    if (statuses !== '1,2') return { data: [] };
    return (replies.length > 1 ? replies.shift() : replies[0])!;
  };
}

const base = {
  'GET /auth/agents': { data: makeAgent() },
  'GET /tasks-completed': { data: [] },
  'GET /property-types': { data: [{ propertyTypeId: 2, name: 'Apartamento', pictureUrl: null }] },
};

describe('draft list', () => {
  it('shows the drafts with their status and opens the editor', async () => {
    saveAccessToken('tok');
    const { calls } = mockFetch({
      ...base,
      'GET /property-drafts': draftsRoute({ data: drafts, metadata: { pagination: { limit: 16, offset: 0, total: 2 } } }),
    });
    renderApp('/properties/drafts?searchQuery=chacao&propertyType=2');

    const card = (await screen.findByText('Apartamento en venta en Chacao')).closest('a')!;
    expect(card).toHaveAttribute('href', '/property-editor/d1/create');
    expect(within(card).getByText('$120,000')).toBeInTheDocument();
    expect(within(card).getByText('Editar borrador')).toBeInTheDocument();
    expect(within(card).getByText('3 hab.')).toBeInTheDocument();
    expect(within(card).getByText('2 baños')).toBeInTheDocument();
    expect(within(card).getByText('95 m2')).toBeInTheDocument();
    expect(within(card).getByText('Venta')).toBeInTheDocument();
    const other = screen.getByText('Casa en alquiler en Baruta').closest('a')!;
    expect(within(other).getByText('Publicando')).toBeInTheDocument();
    expect(within(other).getByText('Alquiler')).toBeInTheDocument();

    const list = calls.find((c) => c.path === '/property-drafts' && c.url.includes('1%2C2'))!;
    const query = new URL(list.url, 'http://x').searchParams;
    expect(query.get('searchQuery')).toBe('chacao');
    expect(query.get('propertyType')).toBe('2');
    expect(query.get('limit')).toBe('16');
    expect(document.title).toBe('Borradores - Vitrina Agentes');
  });

  it('shows the empty message', async () => {
    saveAccessToken('tok');
    mockFetch({ ...base, 'GET /property-drafts': draftsRoute({ data: [] }) });
    renderApp('/properties/drafts');
    expect(await screen.findByText('No se han encontrado borradores en este momento')).toBeInTheDocument();
  });

  it('shows the error with Reintentar and loads on retry', async () => {
    saveAccessToken('tok');
    mockFetch({
      ...base,
      'GET /property-drafts': draftsRoute([apiErrorReply(400, 'VALIDATION_ERROR'), { data: drafts }]),
    });
    renderApp('/properties/drafts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Apartamento en venta en Chacao')).toBeInTheDocument();
  });

  it('pages by 16', async () => {
    saveAccessToken('tok');
    const { calls } = mockFetch({
      ...base,
      'GET /property-drafts': draftsRoute({ data: drafts, metadata: { pagination: { limit: 16, offset: 0, total: 40 } } }),
    });
    renderApp('/properties/drafts');
    const user = userEvent.setup();
    await screen.findByText('Apartamento en venta en Chacao');
    await user.click(screen.getByRole('button', { name: '3' }));
    await screen.findByText('Apartamento en venta en Chacao');
    const last = calls.filter((c) => c.url.includes('1%2C2')).at(-1)!;
    expect(new URL(last.url, 'http://x').searchParams.get('offset')).toBe('32');
  });

  it('creates a draft and replaces the page with its editor, or offers a retry', async () => {
    saveAccessToken('tok');
    const draft = makeDraft({ propertyDraftId: 'new-1' });
    mockFetch({
      ...base,
      'GET /property-drafts': draftsRoute({ data: [] }),
      'POST /property-drafts': [apiErrorReply(500, 'SERVER_ERROR'), { status: 201, data: draft }],
      'GET /property-drafts/new-1': { data: draft },
    });
    const { router } = renderApp('/properties/drafts/create');
    const user = userEvent.setup();
    expect(await screen.findByText('No se ha podido crear el borrador de la propiedad')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/property-editor/new-1/create'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
