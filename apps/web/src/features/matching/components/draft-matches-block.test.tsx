import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, type Responder } from '../../../test/api-mock';
import { makeDraft } from '../../../test/property-draft-fixture';
import { renderApp } from '../../../test/render-app';
import { AGENT, DRAFT_ID, makeCustomerMatch, makeInterest, TENANT_ID } from '../test-fixtures';
import { matchPage } from '../test-helpers';

const PID = '9a0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f70';
const MATCHES = `GET /property-drafts/${DRAFT_ID}/matches`;

function onPropertyPage(matches: Responder | Responder[], extra: Record<string, Responder> = {}) {
  saveAccessToken('tok');
  const property = { ...makeDraft({ propertyDraftId: DRAFT_ID, status: 3 }), propertyId: PID, slug: 'casa-en-chacao', status: 2, viewCount: 0, publishedAt: '2030-03-01T15:00:00.000Z' };
  return mockApi({
    'GET /auth/agents': { data: AGENT },
    [`GET /properties/${PID}`]: { data: property },
    'GET /events': { data: [] },
    [MATCHES]: matches,
    ...extra,
  });
}

const block = () => screen.findByRole('region', { name: 'Clientes que coinciden' }, { timeout: 15_000 });

describe("the property page's 'Clientes que coinciden'", () => {
  it('lists the customers that fit with score and why, links them and records an interest', async () => {
    const { requests } = onPropertyPage([matchPage([makeCustomerMatch()]), matchPage([makeCustomerMatch({ interest: 1 })])], {
      [`PUT /tenants/${TENANT_ID}/interests/${DRAFT_ID}`]: { data: makeInterest() },
    });
    renderApp(`/properties/view/casa-en-chacao/${PID}`);
    const user = userEvent.setup();

    const region = await block();
    const item = await within(region).findByRole('article', { name: 'José Hernández' });
    expect(within(item).getByRole('link', { name: 'José Hernández' })).toHaveAttribute('href', '/customers/view/jose-hernandez?section=properties');
    expect(within(item).getByText('90% de coincidencia')).toBeInTheDocument();
    expect(within(item).getByText('Precio dentro del rango')).toBeInTheDocument();
    expect(within(region).getByText('1 cliente busca algo así')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Registrar interés en José Hernández' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Interesado' }));
    await waitFor(() => expect(requests(`PUT /tenants/${TENANT_ID}/interests/${DRAFT_ID}`)[0]?.body).toEqual({ status: 1 }));
    expect(await within(region).findByRole('button', { name: 'Interés en José Hernández: Interesado. Cambiar' })).toBeInTheDocument();
  });

  it('says when no customer fits', async () => {
    onPropertyPage(matchPage([]));
    renderApp(`/properties/view/casa-en-chacao/${PID}`);
    expect(await within(await block()).findByText('Ninguno de tus clientes busca una propiedad como esta')).toBeInTheDocument();
  });

  it("a failed load shows 'Reintentar', which asks again", async () => {
    const failure = apiErrorReply(500, 'SERVER_ERROR');
    onPropertyPage([failure, failure, failure, matchPage([makeCustomerMatch()])]);
    renderApp(`/properties/view/casa-en-chacao/${PID}`);
    const region = await block();
    await userEvent.setup().click(await within(region).findByRole('button', { name: 'Reintentar' }, { timeout: 15_000 }));
    expect(await within(region).findByRole('article', { name: 'José Hernández' })).toBeInTheDocument();
  });
});
