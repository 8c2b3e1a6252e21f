import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../../lib/access-token';
import { apiErrorReply, mockApi, type ApiReply, type ApiCall } from '../../../test/api-mock';
import { makeAgent } from '../../../test/fixtures';
import { fakeClock } from '../../../test/clock';
import { renderApp } from '../../../test/render-app';
import { makeTask, TENANT_ID } from '../test-fixtures';
import { TASK_SEARCH_DEBOUNCE_MS } from './tasks-tab';

const day = 86_400_000;
const overdue = makeTask({ taskId: 'a', title: 'Llamar ayer', expiredAt: new Date(Date.now() - day).toISOString() });
const later = makeTask({
  taskId: 'b',
  title: 'Visita en 45 días',
  priority: 3,
  expiredAt: '2030-01-15T03:59:59.000Z',
  tenant: { tenantId: TENANT_ID, fullName: 'María Pérez', slug: 'maria-perez' },
});

const counts = { overdue: 1, today: 0, upcoming: 1, all: 2 };
const list = (items: ReturnType<typeof makeTask>[]): ApiReply => ({
  data: items,
  metadata: { pagination: { limit: 20, offset: 0, total: items.length }, taskCounts: counts },
});
const query = (call: ApiCall) => new URL(call.url, 'http://x').searchParams;

function signedIn(tasks: ApiReply | ((call: ApiCall) => ApiReply) | Array<ApiReply>) {
  saveAccessToken('tok');
  return mockApi({
    'GET /auth/agents': { data: makeAgent() },
    'GET /tasks-completed': { data: [] },
    'GET /property-drafts': { data: [] },
    'GET /agents/tasks': tasks,
  });
}

const byTab = (call: ApiCall): ApiReply => {
  const due = query(call).get('due');
  if (due === 'overdue') return list([overdue]);
  if (due === 'upcoming') return list([later]);
  if (due === 'today') return list([]);
  return list([overdue, later]);
};
const pageCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/agents/tasks' && query(c).has('due'));

describe('tasks page', () => {
  it('is reached from the sidebar and lists every date, the overdue task marked Vencida', async () => {
    const { calls } = signedIn(byTab);
    const { router } = renderApp('/tasks');
    await screen.findByRole('button', { name: 'Abrir tarea Llamar ayer' });
    const row = screen.getByRole('article', { name: 'Llamar ayer' });
    expect(within(row).getByText('Vencida')).toBeInTheDocument();
    expect(within(row).getByText('Cliente: José Hernández · Llamada')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Visita en 45 días' });
    expect(within(other).queryByText('Vencida')).not.toBeInTheDocument();
    expect(within(other).getByText('14/01/2030')).toBeInTheDocument();
    expect(within(other).getByText('Prioridad Alta')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Todas/ })).toHaveAttribute('aria-selected', 'true');
    // Each tab shows how many tasks it holds.
    expect(within(screen.getByRole('tab', { name: /^Vencidas/ })).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: /^Hoy/ })).getByText('0')).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: /^Todas/ })).getByText('2')).toBeInTheDocument();
    expect(query(pageCalls(calls)[0]!).get('due')).toBe('all');
    expect(screen.getAllByRole('link', { name: 'Tareas' }).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/tasks');
  });

  it('keeps the tab, the search and the status in the URL and asks the API for them', async () => {
    const { calls } = signedIn(byTab);
    const { router } = renderApp('/tasks');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Abrir tarea Llamar ayer' });

    await user.click(screen.getByRole('tab', { name: /^Vencidas/ }));
    await waitFor(() => expect(router.state.location.search).toContain('tab=overdue'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Abrir tarea Visita en 45 días' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir tarea Llamar ayer' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Próximas/ }));
    expect(await screen.findByRole('button', { name: 'Abrir tarea Visita en 45 días' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Abrir tarea Llamar ayer' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: /^Hoy/ }));
    expect(await screen.findByText('No tienes tareas para hoy')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Buscar tareas' }), 'visita');
    await waitFor(() => expect(router.state.location.search).toContain('searchQuery=visita'), { timeout: 2000 });
    await waitFor(() => expect(query(pageCalls(calls).at(-1)!).get('searchQuery')).toBe('visita'));
    expect(await screen.findByText('Ninguna tarea coincide con la búsqueda')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Completada', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toContain('status=2'));
    const last = query(pageCalls(calls).at(-1)!);
    expect([last.get('due'), last.get('searchQuery'), last.get('status')]).toEqual(['today', 'visita', '2']);
  });

  it('searches half a second after the last key, with one request', async () => {
    const clock = fakeClock();
    const { requests } = signedIn(byTab);
    renderApp('/tasks');
    await screen.findByRole('button', { name: 'Abrir tarea Llamar ayer' });
    const searches = () => requests('GET /agents/tasks').filter((c) => c.query.has('searchQuery'));

    clock.hold();
    await clock.user.type(screen.getByRole('textbox', { name: 'Buscar tareas' }), 'visita');
    await clock.advance(TASK_SEARCH_DEBOUNCE_MS - 1);
    expect(searches()).toHaveLength(0);
    await clock.advance(1);
    clock.release();
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.query.get('searchQuery')).toBe('visita');
    clock.hold();
    await clock.advance(TASK_SEARCH_DEBOUNCE_MS * 2);
    expect(searches()).toHaveLength(1);
  });

  it('opens the task panel of the clicked task', async () => {
    saveAccessToken('tok');
    mockApi({
      'GET /auth/agents': { data: makeAgent() },
      'GET /tasks-completed': { data: [] },
      'GET /property-drafts': { data: [] },
      'GET /agents/tasks': byTab,
      'GET /tasks-types': { data: [{ taskTypeId: 1, type: 1, name: 'Llamada', relationship: 1 }] },
      [`GET /tenants/${TENANT_ID}/tasks/a`]: { data: overdue },
    });
    const { router } = renderApp('/tasks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Abrir tarea Llamar ayer' }));
    // The panel's code loads when a task is opened: under load its first compile can take seconds.
    expect(await screen.findByText('Detalles de la tarea', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.search).toContain('task=a');
    expect(router.state.location.search).toContain(`tenant=${TENANT_ID}`);
  });

  it('shows the skeleton, then the error with Reintentar, then the tasks', async () => {
    let failed = false;
    signedIn((call) => {
      if (!query(call).has('due') || failed) return list([later]);
      failed = true;
      return apiErrorReply(400, 'VALIDATION_ERROR');
    });
    renderApp('/tasks?tab=upcoming');
    expect(await screen.findByLabelText('Cargando tareas')).toBeInTheDocument();
    expect(await screen.findByText('Algo no ha salido bien, por favor intenta de nuevo.')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('button', { name: 'Abrir tarea Visita en 45 días' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Próximas/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the empty message of the tab', async () => {
    signedIn(list([]));
    renderApp('/tasks?tab=overdue');
    expect(await screen.findByText('No tienes tareas vencidas')).toBeInTheDocument();
  });

  it("is reached from the dashboard's 'Ver todas'", async () => {
    signedIn(byTab);
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    const block = await screen.findByRole('region', { name: 'Tareas pendientes' });
    await user.click(within(block).getByRole('link', { name: 'Ver todas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(await screen.findByRole('button', { name: 'Abrir tarea Llamar ayer' })).toBeInTheDocument();
  });
});
