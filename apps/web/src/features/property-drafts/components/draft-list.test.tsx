import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, created, mockApi, ok, paged } from '../../../test/api-mock';
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

/** The list asks statuses=1,2 by pages of 16; the floating panel asks the publishing ones (statuses=2). */
const LIST = 'GET /property-drafts?statuses=1%2C2&limit=16';
const PANEL = 'GET /property-drafts?statuses=2&limit=20';

const base = {
  'GET /auth/agents': ok(makeAgent()),
  'GET /tasks-completed?limit=100': ok([]),
  'GET /property-types?limit=100': ok([{ propertyTypeId: 2, name: 'Apartamento', pictureUrl: null }]),
  [PANEL]: ok([]),
};

describe('draft list', () => {
  it('shows the drafts with their status and opens the editor', async () => {
    saveAccessToken('tok');
    const { requests } = mockApi({
      ...base,
      [`${LIST}&searchQuery=chacao&propertyType=2`]: paged(drafts, { limit: 16 }),
    });
    renderApp('/properties/drafts?searchQuery=chacao&propertyType=2');

    const card = (await screen.findByText('Apartamento en venta en Chacao')).closest('a')!;
    expect(card).toHaveAttribute('href', '/property-editor/d1/create');
    expect(within(card).getByText('USD 120.000')).toBeInTheDocument();
    expect(within(card).getByText('Editar borrador')).toBeInTheDocument();
    expect(within(card).getByText('3 hab.')).toBeInTheDocument();
    expect(within(card).getByText('2 baños')).toBeInTheDocument();
    expect(within(card).getByText('95 m2')).toBeInTheDocument();
    expect(within(card).getByText('Venta')).toBeInTheDocument();
    const other = screen.getByText('Casa en alquiler en Baruta').closest('a')!;
    expect(within(other).getByText('Publicando')).toBeInTheDocument();
    expect(within(other).getByText('Alquiler')).toBeInTheDocument();

    const list = requests('GET /property-drafts').find((c) => c.query.get('statuses') === '1,2')!;
    expect(Object.fromEntries(list.query)).toEqual({ statuses: '1,2', limit: '16', searchQuery: 'chacao', propertyType: '2' });
    expect(document.title).toBe('Borradores - Vitrina Agentes');
  });

  it('shows the empty message', async () => {
    saveAccessToken('tok');
    mockApi({ ...base, [LIST]: ok([]) });
    renderApp('/properties/drafts');
    expect(await screen.findByText('No se han encontrado borradores en este momento')).toBeInTheDocument();
  });

  it('shows the error with Reintentar and loads on retry', async () => {
    saveAccessToken('tok');
    mockApi({
      ...base,
      [LIST]: [apiErrorReply(400, 'VALIDATION_ERROR'), ok(drafts)],
    });
    renderApp('/properties/drafts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Apartamento en venta en Chacao')).toBeInTheDocument();
  });

  it('pages by 16: page 3 asks offset 32 and shows what it answers', async () => {
    saveAccessToken('tok');
    const third = makeDraft({ propertyDraftId: 'd33', title: 'Terreno en El Hatillo' });
    const { requests } = mockApi({
      ...base,
      [LIST]: paged(drafts, { limit: 16, total: 40 }),
      [`${LIST}&offset=32`]: paged([third], { limit: 16, offset: 32, total: 40 }),
    });
    renderApp('/properties/drafts');
    const user = userEvent.setup();
    await screen.findByText('Apartamento en venta en Chacao');
    await user.click(screen.getByRole('button', { name: '3' }));
    // Page 3 shows only once its own answer came (the request with offset=32).
    expect(await screen.findByText('Terreno en El Hatillo')).toBeInTheDocument();
    expect(screen.queryByText('Apartamento en venta en Chacao')).toBeNull();
    const list = requests('GET /property-drafts').filter((c) => c.query.get('statuses') === '1,2');
    expect(list.map((c) => c.query.get('offset'))).toEqual([null, '32']);
  });

  it('creates a draft and replaces the page with its editor, or offers a retry', async () => {
    saveAccessToken('tok');
    const draft = makeDraft({ propertyDraftId: 'new-1' });
    mockApi({
      ...base,
      [LIST]: ok([]),
      'POST /property-drafts': [apiErrorReply(500, 'SERVER_ERROR'), created(draft)],
      'GET /property-drafts/new-1': ok(draft),
    });
    const { router } = renderApp('/properties/drafts/create');
    const user = userEvent.setup();
    expect(await screen.findByText('No se ha podido crear el borrador de la propiedad')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-editor/new-1/create'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
