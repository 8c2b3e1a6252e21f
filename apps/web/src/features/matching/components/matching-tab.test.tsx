import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply } from '../../../test/api-mock';
import { matchMediaAt } from '../../../test/match-media';
import { renderApp } from '../../../test/render-app';
import { makeInterest, makeListing, makeListingMatch, makeProfile, OTHER_AGENT_ID, TENANT_ID } from '../test-fixtures';
import { CUSTOMER_PROPERTIES, interestPage, matchPage, signedInOnCustomer, FIRST_LOAD } from '../test-helpers';

const PROFILE = `GET /tenants/${TENANT_ID}/search-profile`;
const MATCHES = `GET /tenants/${TENANT_ID}/matches`;
const INTERESTS = `GET /tenants/${TENANT_ID}/interests`;
const FAILURE = apiErrorReply(500, 'SERVER_ERROR');

afterEach(() => vi.unstubAllGlobals());

describe("customer view, 'Propiedades' tab", () => {
  it('without a profile: an empty form, no request for matches, and both empty messages', async () => {
    const { requests } = signedInOnCustomer({ [PROFILE]: { data: null }, [INTERESTS]: interestPage([]) });
    renderApp(CUSTOMER_PROPERTIES);

    expect(await screen.findByText('Este cliente aún no tiene un perfil de búsqueda', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Este cliente aún no tiene propiedades de interés')).toBeInTheDocument();
    expect(screen.getByLabelText('Operación', { selector: 'input' })).toHaveValue('Cualquiera');
    expect(screen.getByLabelText('Precio mínimo (USD)')).toHaveValue('');
    expect(requests(MATCHES)).toHaveLength(0);
  });

  it('shows the loading skeleton, then the matches with cover, price, score and reasons', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { requests } = signedInOnCustomer({
      [PROFILE]: async () => {
        await held;
        return { data: makeProfile() };
      },
      [MATCHES]: matchPage(
        [
          makeListingMatch({ coverUrl: '/files/cover.jpg' }),
          makeListingMatch({ propertyDraftId: 'd2', title: 'Apartamento en Baruta', score: 45, reasons: ['En Miranda'], owner: { agentId: OTHER_AGENT_ID, fullName: 'Daniela Pérez' } }),
        ],
        2,
      ),
      [INTERESTS]: interestPage([]),
    });
    renderApp(CUSTOMER_PROPERTIES);

    expect(await screen.findByRole('status', { name: 'Cargando perfil de búsqueda' }, FIRST_LOAD)).toBeInTheDocument();
    release();
    const card = await screen.findByRole('article', { name: 'Casa en Chacao' });
    expect(within(card).getByText('85% de coincidencia')).toBeInTheDocument();
    expect(within(card).getByText('USD 150.000')).toBeInTheDocument();
    expect(within(card).getByText('Chacao, Miranda')).toBeInTheDocument();
    for (const reason of ['Precio dentro del rango', 'En Chacao', '3 habitaciones']) expect(within(card).getByText(reason)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/files/cover.jpg');
    // The agent's own listing opens on its property page; a shared one on its public page.
    expect(within(card).getByRole('link', { name: 'Casa en Chacao' })).toHaveAttribute('href', '/properties/view/casa-en-chacao/4b0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f71');
    const shared = screen.getByRole('article', { name: 'Apartamento en Baruta' });
    expect(within(shared).getByText('Compartido por Daniela Pérez')).toBeInTheDocument();
    expect(within(shared).getByRole('link', { name: 'Apartamento en Baruta' })).toHaveAttribute('href', '/p/casa-en-chacao');
    expect(within(shared).getByText('45% de coincidencia')).toBeInTheDocument();
    expect(requests(MATCHES)[0]?.query.get('limit')).toBe('20');
    // The saved profile fills the form.
    expect(screen.getByLabelText('Operación', { selector: 'input' })).toHaveValue('Venta');
    expect(screen.getByLabelText('Precio mínimo (USD)')).toHaveValue('100.000');
    expect(screen.getByLabelText('Habitaciones (mínimo)')).toHaveValue('3');
  });

  it('with a profile but nothing that fits: the empty message of the matches', async () => {
    signedInOnCustomer({ [PROFILE]: { data: makeProfile() }, [MATCHES]: matchPage([]), [INTERESTS]: interestPage([]) });
    renderApp(CUSTOMER_PROPERTIES);
    expect(await screen.findByText('No se han encontrado propiedades que coincidan', undefined, FIRST_LOAD)).toBeInTheDocument();
  });

  it.each([
    ['Propiedades que coinciden', MATCHES],
    ['Propiedades de interés', INTERESTS],
  ] as const)("'%s' that fails to load shows 'Reintentar', which asks again", async (section, failing) => {
    const { requests } = signedInOnCustomer({
      [PROFILE]: { data: makeProfile() },
      [MATCHES]: matchPage([makeListingMatch()]),
      [INTERESTS]: interestPage([makeInterest()]),
      // Server errors are tried three times before the error shows.
      [failing]: [FAILURE, FAILURE, FAILURE, failing === MATCHES ? matchPage([makeListingMatch()]) : interestPage([makeInterest()])],
    });
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();

    const region = await screen.findByRole('region', { name: section }, FIRST_LOAD);
    await user.click(await within(region).findByRole('button', { name: 'Reintentar' }, { timeout: 15_000 }));
    expect(await within(region).findByRole('article', { name: 'Casa en Chacao' })).toBeInTheDocument();
    expect(requests(failing)).toHaveLength(4);
  });

  it("a failed profile load shows 'Reintentar'", async () => {
    signedInOnCustomer({ [PROFILE]: [FAILURE, FAILURE, FAILURE, { data: null }], [INTERESTS]: interestPage([]) });
    renderApp(CUSTOMER_PROPERTIES);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 10_000 }));
    expect(await screen.findByText('Este cliente aún no tiene un perfil de búsqueda')).toBeInTheDocument();
  });

  it("records 'Visitó' on a match, then the lists and the timeline are asked again", async () => {
    vi.stubGlobal('matchMedia', matchMediaAt(1440));
    const { requests } = signedInOnCustomer({
      [PROFILE]: { data: makeProfile() },
      [MATCHES]: [matchPage([makeListingMatch()]), matchPage([makeListingMatch({ interest: 2 })])],
      [INTERESTS]: [interestPage([]), interestPage([makeInterest({ status: 2 })])],
      [`PUT /tenants/${TENANT_ID}/interests/${makeListing().propertyDraftId}`]: { data: makeInterest({ status: 2 }) },
      [`GET /tenants/${TENANT_ID}/activities`]: [
        { data: [] },
        { data: [{ activityId: 'a1', tenantId: TENANT_ID, agentId: 'x', eventType: 10, title: 'Interés en una propiedad: Visitó', index: 1, actor: null, property: null, message: null, createdAt: '2026-11-26T10:00:00.000Z' }] },
      ],
    });
    renderApp(CUSTOMER_PROPERTIES);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Registrar interés en Casa en Chacao' }, FIRST_LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Visitó' }));

    expect(await screen.findByText('Interés en una propiedad: Visitó')).toBeInTheDocument();
    expect(requests(`PUT /tenants/${TENANT_ID}/interests/${makeListing().propertyDraftId}`)[0]?.body).toEqual({ status: 2 });
    const matches = screen.getByRole('region', { name: 'Propiedades que coinciden' });
    expect(await within(matches).findByRole('button', { name: 'Interés en Casa en Chacao: Visitó. Cambiar' })).toBeInTheDocument();
    const interests = screen.getByRole('region', { name: 'Propiedades de interés' });
    const linked = await within(interests).findByRole('article', { name: 'Casa en Chacao' });
    expect(within(linked).getByRole('button', { name: 'Interés en Casa en Chacao: Visitó. Cambiar' })).toBeInTheDocument();
  });
});
