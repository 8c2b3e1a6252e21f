import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_CUSTOMERS } from '../features/customers/components/customer-list';
import { EMPTY_PROVIDERS_MESSAGE } from '../features/media-providers/components/provider-list';
import { NO_ALERTS } from '../features/matching/components/match-alerts-block';
import { EMPTY_PROPERTIES } from '../features/properties/components/property-list';
import { EMPTY_PERIOD_WITH_EXTRAS } from '../features/visits/components/calendar-page';
import { EMPTY_TODAY } from '../features/visits/components/today-visits-block';
import { saveAccessToken } from '../lib/access-token';
import { forgetEarlyRequests } from '../lib/api-client';
import { mockApi, ok, paged, type ApiCall } from '../test/api-mock';
import { makeAgent, makeTenant } from '../test/fixtures';
import { makeDraft } from '../test/property-draft-fixture';
import { preloadRoute, PRELOAD_TIMEOUT_MS, renderApp } from '../test/render-app';
import { dateCalendar } from '../components/date-calendar-chunk';
import { customerEditForm } from '../features/customers/lib/customer-edit-form-chunk';
import { customerFormRules, customerLookup } from '../features/customers/lib/customer-form-code';
import { startAccount, startCalendar, startCustomerCreate, startCustomerEdit, startCustomers, startCustomerView, startDashboard, startEditor, startOnboarding, startProperties, startShell, startTasks } from './route-loaders';

/** The URLs (path and query) the loaders send for a page, read without sending them. */
function startedBy(path: string, loaders: Array<typeof startShell>, params: Record<string, string> = {}): string[] {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  loaders.forEach((load) => load({ request: new Request(`http://localhost${path}`), params }));
  const urls = fetchSpy.mock.calls.map(([url]) => String(url));
  fetchSpy.mockRestore();
  forgetEarlyRequests();
  return urls;
}

/**
 * Once the page has sent its `count` first GET requests (the session look-up aside), they are
 * exactly the ones the loaders started: none waited for the page's code, none was started for nothing.
 */
async function expectAskedAsStarted(calls: ApiCall[], started: string[], count: number) {
  const asked = () => calls.filter((c) => c.method === 'GET' && c.path !== '/auth/agents').map((c) => c.url);
  await waitFor(() => expect(asked()).toHaveLength(count));
  expect(asked().filter((url) => !started.includes(url))).toEqual([]);
  expect(started.filter((url) => !asked().includes(url))).toEqual([]);
}

const shell = {
  'GET /auth/agents': ok(makeAgent()),
  'GET /tasks-completed': ok([]),
  'GET /property-drafts?statuses=2&limit=20': ok([]),
};

/**
 * Issue 15: a page's first requests leave with its code only if its route loader starts them; one
 * the loader misses waits for the page's code and makes the page a round trip deeper. Each test
 * renders a page and fails on a GET of its first screen that the loaders did not start (the
 * session look-up is the auth provider's, sent as the app starts), and on one the page never asks.
 */
describe('route loaders', () => {
  // The editor's code compiles before the tests, not inside the one that opens it first.
  beforeAll(() => preloadRoute('/property-editor/x/create'), PRELOAD_TIMEOUT_MS);

  it("start every first request of the dashboard's blocks and the shell", async () => {
    saveAccessToken('tok');
    const started = startedBy('/dashboard', [startShell, startDashboard]);
    const { calls } = mockApi({
      ...shell,
      'GET /agents/tasks': ok([]),
      'GET /property-drafts?statuses=1&limit=1&withContent=true': ok([]),
      'GET /events': ok([]),
      'GET /match-alerts': ok([]),
    });
    renderApp('/dashboard');

    expect(await screen.findByText(EMPTY_TODAY)).toBeInTheDocument();
    expect(await screen.findByText('No tienes tareas pendientes en este momento')).toBeInTheDocument();
    expect(await screen.findByText('No tienes propiedades en borrador pendientes de publicar')).toBeInTheDocument();
    expect(await screen.findByText(NO_ALERTS)).toBeInTheDocument();
    await expectAskedAsStarted(calls, started, 6);
  });

  it('start the customer list of the URL and the shell', async () => {
    saveAccessToken('tok');
    const started = startedBy('/customers?status=2&page=2', [startShell, startCustomers]);
    const { calls } = mockApi({ ...shell, 'GET /tenants': paged([], { limit: 18, offset: 18, total: 0 }) });
    renderApp('/customers?status=2&page=2');

    expect(await screen.findByText(EMPTY_CUSTOMERS)).toBeInTheDocument();
    await expectAskedAsStarted(calls, started, 3);
  });

  it("start /account's providers and the shell; its 'Perfil' section asks for none", async () => {
    saveAccessToken('tok');
    const started = startedBy('/account', [startShell, startAccount]);
    const { calls } = mockApi({ ...shell, 'GET /media-providers': ok([]) });
    renderApp('/account');

    expect(await screen.findByText(EMPTY_PROVIDERS_MESSAGE)).toBeInTheDocument();
    await expectAskedAsStarted(calls, started, 3);
    expect(startedBy('/account?section=profile', [startAccount])).toEqual([]);
  });

  it('start the task list of the URL and the shell', async () => {
    saveAccessToken('tok');
    const path = '/tasks?tab=overdue&status=1&searchQuery=visita&page=2';
    const started = startedBy(path, [startShell, startTasks]);
    const { calls } = mockApi({ ...shell, 'GET /agents/tasks': paged([], { limit: 20, offset: 20, total: 0 }) });
    renderApp(path);

    expect(await screen.findByText('Ninguna tarea coincide con la búsqueda')).toBeInTheDocument();
    await expectAskedAsStarted(calls, started, 3);
  });

  it("start the visits and tasks of the calendar's period, today's month by default, and the shell", async () => {
    saveAccessToken('tok');
    for (const path of ['/calendar?view=week&date=2026-03-11', '/calendar']) {
      const started = startedBy(path, [startShell, startCalendar]);
      const { calls } = mockApi({ ...shell, 'GET /events': ok([]), 'GET /agents/tasks': paged([], { limit: 100 }) });
      const view = renderApp(path);

      expect(await screen.findByText(EMPTY_PERIOD_WITH_EXTRAS)).toBeInTheDocument();
      await expectAskedAsStarted(calls, started, 4);
      view.unmount();
    }
  });

  it('start the listings of the URL, the property types and the shell', async () => {
    saveAccessToken('tok');
    const path = '/properties?propertyType=2&page=3';
    const started = startedBy(path, [startShell, startProperties]);
    const { calls } = mockApi({
      ...shell,
      'GET /property-types': ok([{ propertyTypeId: 2, name: 'Apartamento', pictureUrl: null }]),
      'GET /properties': paged([], { limit: 16, offset: 32, total: 0 }),
    });
    renderApp(path);

    expect(await screen.findByText(EMPTY_PROPERTIES)).toBeInTheDocument();
    await expectAskedAsStarted(calls, started, 4);
  });

  it("start the customer of a view's or edit page's slug, which the page takes", async () => {
    saveAccessToken('tok');
    const tenant = makeTenant({ slug: 'rosa-perez', firstName: 'Rosa', lastName: 'Pérez' });
    expect(startedBy('/customers/view/rosa-perez', [startCustomerView], { slug: 'rosa-perez' })).toEqual(['/rest/v1/tenants/slug/rosa-perez']);
    const started = startedBy('/customers/edit/rosa-perez', [startShell, startCustomerEdit], { slug: 'rosa-perez' });
    expect(started).toContain('/rest/v1/tenants/slug/rosa-perez');
    // The edit page's loader also starts the form's code, which waited for the page to mount.
    await waitFor(() => expect(customerEditForm.loaded()).toBeDefined(), { timeout: 10_000 });
    const { calls, requests } = mockApi({ ...shell, 'GET /tenants/slug/rosa-perez': ok(tenant), 'GET /country-states': ok([]), 'GET /country-locations': ok([]) });
    renderApp('/customers/edit/rosa-perez');
    expect(await screen.findByDisplayValue('Rosa')).toBeInTheDocument();
    expect(requests('GET /tenants/slug/rosa-perez')).toHaveLength(1);
    // The municipalities of the customer's state wait for the customer (the only request that may).
    await expectAskedAsStarted(calls, [...started, '/rest/v1/country-locations?countryState=15&limit=100'], 5);
  });

  it("start 'Agregar cliente''s states and the form's code that is not in the page's chunk", async () => {
    saveAccessToken('tok');
    const started = startedBy('/customers/create', [startShell, startCustomerCreate]);
    // Before the page is rendered: the rules, the calendar and the look-up left with the page's code.
    await waitFor(
      () => {
        expect(customerFormRules.loaded()).toBeDefined();
        expect(dateCalendar.loaded()).toBeDefined();
        expect(customerLookup.loaded()).toBeDefined();
      },
      { timeout: 10_000 },
    );
    const { calls } = mockApi({ ...shell, 'GET /country-states': ok([]) });
    renderApp('/customers/create');
    expect(await screen.findByRole('heading', { name: 'Agregar cliente' })).toBeInTheDocument();
    await expectAskedAsStarted(calls, started, 3);
  });

  it("start the editor's draft and its open tool's catalogues, which the editor takes", async () => {
    saveAccessToken('tok');
    const ID = '5f0c2a52-3d43-4bd4-a1a5-0d1b3c4e5f61';
    const path = `/property-editor/${ID}/create`;
    const started = startedBy(path, [startEditor], { propertyDraftId: ID });
    const { calls } = mockApi({
      'GET /auth/agents': ok(makeAgent()),
      [`GET /property-drafts/${ID}`]: ok(makeDraft()),
      'GET /property-types': ok([{ propertyTypeId: 1, name: 'Casa', pictureUrl: null }]),
    });
    renderApp(path);

    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(started).toEqual([`/rest/v1/property-drafts/${ID}`, '/rest/v1/property-types?limit=100']);
    await expectAskedAsStarted(calls, started, 2);
    // Another tool's catalogues; none in the preview.
    expect(startedBy(`${path}?section=details`, [startEditor], { propertyDraftId: ID })).toEqual([
      `/rest/v1/property-drafts/${ID}`,
      '/rest/v1/property-details/categories?limit=100',
      '/rest/v1/property-details/types?limit=100',
    ]);
    expect(startedBy(`${path}?mode=preview`, [startEditor], { propertyDraftId: ID })).toEqual([`/rest/v1/property-drafts/${ID}`]);
  });

  it("start /onboarding's milestones, which the wizard takes to open its first incomplete step, and the agent's connections", async () => {
    saveAccessToken('tok');
    const started = startedBy('/onboarding', [startOnboarding]);
    const { calls } = mockApi({
      'GET /auth/agents': ok(makeAgent({ profileCompleted: false })),
      'GET /tasks-completed': ok([{ taskCompletedId: 'a', type: 1, agentId: 'x' }]),
      'GET /media-providers': ok([]),
      'GET /media-providers/agents': ok([]),
    });
    const { router } = renderApp('/onboarding');

    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
    expect(started).toEqual(['/rest/v1/tasks-completed?limit=100', '/rest/v1/media-providers/agents']);
    await expectAskedAsStarted(calls, started, 2);
  });
});
