import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from '@vitrina/contract/schemas/property';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, created, ok } from '../../../test/api-mock';
import { makeTenant } from '../../../test/fixtures';
import { matchMediaAt } from '../../../test/match-media';
import { makeDraft } from '../../../test/property-draft-fixture';
import { PRELOAD_TIMEOUT_MS, preloadRoute, renderApp } from '../../../test/render-app';
import { DRAFT_ID, makeEvent, queryOf, signedInWith, TENANT_ID } from '../test-fixtures';

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const now = Date.now();
const upcoming = makeEvent({ eventId: 'soon', startAt: iso(now + 24 * hour), endAt: iso(now + 25 * hour) });
const later = makeEvent({ eventId: 'later', startAt: iso(now + 72 * hour), endAt: iso(now + 73 * hour), property: null, propertyDraftId: null });
const past = makeEvent({ eventId: 'past', startAt: iso(now - 48 * hour), endAt: iso(now - 47 * hour), status: 2 });
const older = makeEvent({ eventId: 'older', startAt: iso(now - 96 * hour), endAt: iso(now - 95 * hour), status: 4 });

const tenant = makeTenant({ tenantId: TENANT_ID });
const wideAt = (width: number | null) => Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaAt(width) });
afterEach(() => wideAt(null));
const customerView = '/customers/view/jose-hernandez?section=events';
function onCustomer(routes: Record<string, unknown>) {
  return signedInWith({
    'GET /tenants/slug/jose-hernandez': ok(tenant),
    [`GET /tenants/${TENANT_ID}/activities`]: ok([]),
    ...(routes as object),
  });
}

describe("the customer view's 'Eventos' tab", { timeout: 45_000 }, () => {
  beforeAll(() => preloadRoute(customerView), PRELOAD_TIMEOUT_MS);

  it("lists the customer's visits, upcoming first and soonest first, then past ones latest first", async () => {
    const { requests } = onCustomer({ 'GET /events': ok([older, past, upcoming, later]) });
    renderApp(customerView);
    const next = await screen.findByRole('region', { name: 'Próximas visitas' });
    const rows = await within(next).findAllByRole('article');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Casa en venta en Chacao');
    expect(rows[1]).toHaveTextContent('Sin propiedad');
    const before = await screen.findByRole('region', { name: 'Visitas anteriores' });
    const old = await within(before).findAllByRole('article');
    expect(within(old[0]!).getByLabelText(/Estado de la visita/, { selector: 'input' })).toHaveValue('Realizada');
    expect(within(old[1]!).getByLabelText(/Estado de la visita/, { selector: 'input' })).toHaveValue('No asistió');
    expect(queryOf(requests('GET /events')[0]!)).toEqual({ tenantId: TENANT_ID, limit: '500' });
  });

  it('schedules a visit with the customer preset', async () => {
    const { requests } = onCustomer({
      'GET /events': ok([]),
      'GET /property-drafts': ok([]),
      'POST /events': created(makeEvent({ propertyDraftId: null, property: null })),
    });
    renderApp(customerView);
    expect(await screen.findByText('Este cliente no tiene visitas agendadas')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agendar visita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar visita' });
    const customer = within(dialog).getByLabelText('Cliente', { selector: 'input' });
    expect(customer).toHaveValue('José Hernández');
    expect(customer).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Fecha' }), '05/03/2030');
    await user.type(within(dialog).getByLabelText('Hora de inicio'), '09:30');
    await user.type(within(dialog).getByLabelText('Hora de fin'), '10:15');
    await user.click(within(dialog).getByRole('button', { name: 'Agendar visita' }));
    expect(await screen.findByText('Visita agendada exitosamente')).toBeInTheDocument();
    expect(requests('POST /events')[0]!.body).toMatchObject({
      tenantId: TENANT_ID,
      propertyDraftId: null,
      startAt: '2030-03-05T13:30:00.000Z',
      endAt: '2030-03-05T14:15:00.000Z',
      status: 1,
    });
  });

  it('changes a status inline, and puts the old one back when the change fails', async () => {
    // Wide enough for the activity column beside the tabs.
    wideAt(1280);
    const { requests } = onCustomer({
      'GET /events': ok([upcoming]),
      [`PUT /events/${upcoming.eventId}`]: [ok({ ...upcoming, status: 2 }), apiErrorReply(500, 'SERVER_ERROR')],
    });
    renderApp(customerView);
    const row = (await screen.findAllByRole('article'))[0]!;
    const user = userEvent.setup();
    await user.click(within(row).getByLabelText(/Estado de la visita/, { selector: 'input' }));
    const timelineReads = requests(`GET /tenants/${TENANT_ID}/activities`).length;
    await user.click(await screen.findByRole('option', { name: 'Realizada' }));
    expect(await screen.findByText('Estado de la visita actualizado')).toBeInTheDocument();
    expect(requests(`PUT /events/${upcoming.eventId}`)[0]!.body).toMatchObject({ status: 2, startAt: upcoming.startAt, tenantId: TENANT_ID });
    // The change is in the customer's timeline: it is read again.
    await waitFor(() => expect(requests(`GET /tenants/${TENANT_ID}/activities`).length).toBeGreaterThan(timelineReads));

    await user.click(within(row).getByLabelText(/Estado de la visita/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelada' }));
    expect(await screen.findByText('No se pudo cambiar el estado de la visita. Vuelve a intentarlo.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByLabelText(/Estado de la visita/, { selector: 'input' })).toHaveValue('Programada'));
  });

  it('shows the error with Reintentar', async () => {
    onCustomer({ 'GET /events': [apiErrorReply(400, 'VALIDATION_ERROR'), ok([upcoming])] });
    renderApp(customerView);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Próximas visitas' })).toBeInTheDocument();
  });
});

const PID = 'property-1';
const property: Property = {
  ...makeDraft({
    propertyDraftId: DRAFT_ID,
    status: 3,
    propertyType: { propertyTypeId: 1, name: 'Casa' },
    address: { countryState: { countryStateId: 1, name: 'Miranda' }, location: { countryLocationId: 2, name: 'Chacao' }, address: 'Av. Principal 12', geolocation: null },
  }),
  propertyId: PID,
  slug: 'casa-en-chacao',
  status: 2,
  viewCount: 0,
  publishedAt: '2030-03-01T15:00:00.000Z',
};

// The property page also asks for the customers matching the listing (issue 12, matching).
const listingMatches = { [`GET /property-drafts/${DRAFT_ID}/matches`]: ok([]) };

describe("the listing's page", { timeout: 45_000 }, () => {
  it('lists its visits by the property id and schedules one with the listing and its address preset', async () => {
    const { requests } = signedInWith({
      [`GET /properties/${PID}`]: ok(property),
      ...listingMatches,
      'GET /events': ok([upcoming]),
      'GET /tenants': ok([tenant]),
      'POST /events': created(upcoming),
    });
    renderApp(`/properties/view/casa-en-chacao/${PID}`);
    const section = await screen.findByRole('region', { name: 'Visitas de la propiedad' });
    expect(await within(section).findByRole('link', { name: 'José Hernández' })).toHaveAttribute('href', '/customers/view/jose-hernandez?section=events');
    expect(queryOf(requests('GET /events')[0]!)).toEqual({ propertyId: PID, limit: '500' });

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Agendar visita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar visita' });
    expect(within(dialog).getByLabelText('Propiedad (opcional)', { selector: 'input' })).toHaveValue('Casa en venta en Chacao');
    expect(within(dialog).getByRole('textbox', { name: 'Lugar' })).toHaveValue('Av. Principal 12, Chacao, Miranda');
  });

  it('says when the listing has no visits', async () => {
    signedInWith({ [`GET /properties/${PID}`]: ok(property), ...listingMatches, 'GET /events': ok([]) });
    renderApp(`/properties/view/casa-en-chacao/${PID}`);
    expect(await screen.findByText('Esta propiedad no tiene visitas agendadas')).toBeInTheDocument();
  });
});

describe("the dashboard's 'Visitas de hoy'", () => {
  it("asks for today in Caracas and shows today's visits with time, customer and listing", async () => {
    // 23:30 on Monday 4 March in Caracas, already the 5th in UTC: the day asked for is the 4th.
    vi.setSystemTime(new Date('2030-03-05T03:30:00.000Z'));
    const { requests } = signedInWith({ 'GET /events': ok([upcoming]) });
    renderApp('/dashboard');
    const block = await screen.findByRole('region', { name: 'Visitas de hoy' });
    const visit = await within(block).findByRole('link', { name: /José Hernández/ });
    expect(visit).toHaveAttribute('href', '/customers/view/jose-hernandez?section=events');
    expect(visit).toHaveTextContent('Casa en venta en Chacao');
    expect(visit).toHaveTextContent('Programada');
    expect(queryOf(requests('GET /events')[0]!)).toMatchObject({ from: '2030-03-04T04:00:00.000Z', to: '2030-03-05T04:00:00.000Z' });
    expect(within(block).getByRole('link', { name: 'Ver agenda' })).toHaveAttribute('href', '/calendar?view=day&date=2030-03-04');
  });

  it('says when there are no visits today, and offers Reintentar on an error', async () => {
    signedInWith({ 'GET /events': [apiErrorReply(400, 'VALIDATION_ERROR'), ok([])] });
    renderApp('/dashboard');
    const block = await screen.findByRole('region', { name: 'Visitas de hoy' });
    await userEvent.setup().click(await within(block).findByRole('button', { name: 'Reintentar' }));
    expect(await within(block).findByText('No tienes visitas hoy')).toBeInTheDocument();
  });
});
