import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorReply, paged } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { DRAFT_ID, makeInterest, makeListing, makeProfile, TENANT_ID } from '../test-fixtures';
import { CUSTOMER_PROPERTIES, interestPage, matchPage, signedInOnCustomer, FIRST_LOAD } from '../test-helpers';

const INTERESTS = `GET /tenants/${TENANT_ID}/interests`;
const INTEREST = `/tenants/${TENANT_ID}/interests/${DRAFT_ID}`;
const base = { [`GET /tenants/${TENANT_ID}/search-profile`]: { data: makeProfile() }, [`GET /tenants/${TENANT_ID}/matches`]: matchPage([]) };

const region = () => screen.findByRole('region', { name: 'Propiedades de interés' }, FIRST_LOAD);

describe("'Propiedades de interés'", () => {
  it('lists the linked listings with their status and changes one', async () => {
    const { requests } = signedInOnCustomer({
      ...base,
      [INTERESTS]: [
        interestPage([makeInterest(), makeInterest({ propertyDraftId: 'd2', status: 4, listing: makeListing({ propertyDraftId: 'd2', title: null, slug: null, propertyId: null, price: null }) })]),
        interestPage([makeInterest({ status: 3 })]),
      ],
      [`PUT ${INTEREST}`]: { data: makeInterest({ status: 3 }) },
    });
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();

    const list = await region();
    const first = await within(list).findByRole('article', { name: 'Casa en Chacao' }, FIRST_LOAD);
    expect(within(first).getByText('Interesado', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(first).getByText('USD 150.000 · Chacao, Miranda')).toBeInTheDocument();
    // A listing never published has no page: its name is plain text, made from its type and place.
    const draft = within(list).getByRole('article', { name: 'Casa en venta en Chacao' });
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();
    expect(within(draft).getByText('Descartado', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(draft).getByText('Precio a consultar · Chacao, Miranda')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Interés en Casa en Chacao: Interesado. Cambiar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ofertó' }));
    await waitFor(() => expect(requests(`PUT ${INTEREST}`)[0]?.body).toEqual({ status: 3 }));
    expect(await within(list).findByText('Ofertó', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('removes a link after the confirmation; cancel leaves it', async () => {
    const { requests } = signedInOnCustomer({
      ...base,
      [INTERESTS]: [interestPage([makeInterest()]), interestPage([])],
      [`DELETE ${INTEREST}`]: { status: 204 },
    });
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();
    const list = await region();

    await user.click(await within(list).findByRole('button', { name: 'Quitar Casa en Chacao' }, FIRST_LOAD));
    let dialog = await screen.findByRole('dialog', { name: 'Quitar propiedad de interés' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres quitar «Casa en Chacao» de las propiedades de interés de este cliente?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requests(`DELETE ${INTEREST}`)).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Quitar Casa en Chacao' }));
    dialog = await screen.findByRole('dialog', { name: 'Quitar propiedad de interés' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await within(list).findByText('Este cliente aún no tiene propiedades de interés')).toBeInTheDocument();
    expect(requests(`DELETE ${INTEREST}`)).toHaveLength(1);
  });

  it('shows more than 50 linked listings a page at a time', async () => {
    const page1 = Array.from({ length: 50 }, (_, i) => makeInterest({ propertyDraftId: `d${i}`, listing: makeListing({ propertyDraftId: `d${i}`, title: `Casa ${i + 1}` }) }));
    const last = makeInterest({ propertyDraftId: 'd50', listing: makeListing({ propertyDraftId: 'd50', title: 'Casa 51' }) });
    const { requests } = signedInOnCustomer({
      ...base,
      [`${INTERESTS}?limit=50`]: paged(page1, { limit: 50, total: 51 }),
      [`${INTERESTS}?limit=50&offset=50`]: paged([last], { limit: 50, offset: 50, total: 51 }),
    });
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();
    const list = await region();

    // (50 cards: counted by tag, as role queries over them are slow in jsdom.)
    expect(await within(list).findByText('Casa 1', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(list.querySelectorAll('article')).toHaveLength(50);
    await user.click(within(list).getByRole('button', { name: '2' }));
    expect(await within(list).findByText('Casa 51')).toBeInTheDocument();
    await waitFor(() => expect(list.querySelectorAll('article')).toHaveLength(1));
    expect(requests(INTERESTS).map((r) => r.query.get('offset'))).toEqual([null, '50']);
    // 50 cards with their menus take a while to draw in jsdom on a busy machine.
  }, 45_000);

  it('a refused change says so and keeps the status shown', async () => {
    signedInOnCustomer({ ...base, [INTERESTS]: interestPage([makeInterest()]), [`PUT ${INTEREST}`]: apiErrorReply(500, 'SERVER_ERROR') });
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();
    const list = await region();

    await user.click(await within(list).findByRole('button', { name: 'Interés en Casa en Chacao: Interesado. Cambiar' }, FIRST_LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Visitó' }));
    expect(await screen.findByText('No se pudo registrar el interés. Por favor, vuelve a intentarlo.')).toBeInTheDocument();
    expect(within(list).getByText('Interesado', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });
});
