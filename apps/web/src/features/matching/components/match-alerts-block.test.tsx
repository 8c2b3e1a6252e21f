import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, type Responder } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { AGENT, makeAlert, makeListing } from '../test-fixtures';

const ALERTS = 'GET /match-alerts?limit=5';

function onDashboard(alerts: Responder | Responder[], extra: Record<string, Responder> = {}) {
  saveAccessToken('tok');
  return mockApi({ 'GET /auth/agents': { data: AGENT }, [ALERTS]: alerts, ...extra });
}

const block = () => screen.findByRole('region', { name: 'Nuevas coincidencias' }, { timeout: 10_000 });

describe("dashboard, 'Nuevas coincidencias'", () => {
  it('says how many customers fit each listing published, links them, and dismisses an alert', async () => {
    const second = makeAlert({ alertId: 'al-2', matchCount: 1, listing: makeListing({ propertyDraftId: 'd2', title: 'Apartamento en Baruta', slug: 'apartamento-en-baruta', propertyId: 'p2' }), customers: [{ tenantId: 't9', fullName: 'Ana Rojas', slug: 'ana-rojas', score: 70, reasons: [] }] });
    const { requests } = onDashboard([{ data: [makeAlert(), second] }, { data: [second] }], { 'DELETE /match-alerts/6d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f80': { status: 204 } });
    renderApp('/dashboard');
    const user = userEvent.setup();

    const region = await block();
    const headline = await within(region).findByRole('link', { name: '3 clientes coinciden con Casa en Chacao' });
    expect(headline).toHaveAttribute('href', '/properties/view/casa-en-chacao/4b0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f71');
    expect(within(region).getByRole('link', { name: 'José Hernández (90%)' })).toHaveAttribute('href', '/customers/view/jose-hernandez?section=properties');
    expect(within(region).getByText('y 1 más')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: '1 cliente coincide con Apartamento en Baruta' })).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Descartar aviso de Casa en Chacao' }));
    await waitFor(() => expect(within(region).queryByText('3 clientes coinciden con Casa en Chacao')).not.toBeInTheDocument());
    expect(within(region).getByText('1 cliente coincide con Apartamento en Baruta')).toBeInTheDocument();
    expect(requests('DELETE /match-alerts/6d0c3a52-3d43-4bd4-a1a5-0d1b3c4e5f80')).toHaveLength(1);
  });

  it('says when there is nothing new', async () => {
    onDashboard({ data: [] });
    renderApp('/dashboard');
    expect(await within(await block()).findByText('No hay coincidencias nuevas por ahora')).toBeInTheDocument();
  });

  it("a failed load shows 'Reintentar', which asks again", async () => {
    const failure = apiErrorReply(500, 'SERVER_ERROR');
    onDashboard([failure, failure, failure, { data: [makeAlert()] }]);
    renderApp('/dashboard');
    const user = userEvent.setup();
    const region = await block();
    await user.click(await within(region).findByRole('button', { name: 'Reintentar' }, { timeout: 15_000 }));
    expect(await within(region).findByText('3 clientes coinciden con Casa en Chacao')).toBeInTheDocument();
  });
});
