import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@vitrina/contract/schemas/task';
import { describe, expect, it } from 'vitest';
import { saveAccessToken } from '../../lib/access-token';
import { apiErrorReply, mockApi } from '../../test/api-mock';
import { makeAgent } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    taskId: 'task-1',
    relationship: 1,
    relationshipId: 'tenant-1',
    agentId: 'agent-1',
    tenant: { tenantId: 'tenant-1', fullName: 'Ana Rojas', slug: 'ana-rojas' },
    title: 'Llamar a Ana',
    description: 'Confirmar la visita del sábado',
    status: 1,
    priority: 3,
    taskType: { taskTypeId: 1, name: 'Llamada' },
    attachments: [],
    expiredAt: '2030-03-05T15:00:00.000Z',
    createdAt: '2030-03-01T15:00:00.000Z',
    completedAt: null,
    canceledAt: null,
    updatedAt: '2030-03-01T15:00:00.000Z',
    ...overrides,
  };
}

const draft = {
  propertyDraftId: 'draft-9',
  title: 'Casa en Chacao',
  thumbnail: null,
  propertyType: { propertyTypeId: 1, name: 'Casa' },
  price: 120000,
  operationType: 2,
  address: { address: null, countryState: { name: 'Miranda' }, location: { name: 'Chacao' } },
  bedrooms: 3,
  bathrooms: 2,
  size: 180,
  status: 1,
  postStatus: 1,
  updatedAt: '2030-03-01T15:00:00.000Z',
};

const base = {
  'GET /auth/agents': { data: makeAgent({ firstName: 'María' }) },
  'GET /tasks-completed': { data: [1, 2, 3, 4, 5].map((type) => ({ taskCompletedId: `m${type}`, type, agentId: 'a' })) },
  // The publishing panel's (the shell starts it with the page, before the dashboard's own).
  'GET /property-drafts?statuses=2&limit=20': { data: [] },
  'GET /property-drafts?statuses=1&limit=1&withContent=true': { data: [] },
};
const PENDING_DRAFT = 'GET /property-drafts?statuses=1&limit=1&withContent=true';

describe('dashboard', () => {
  it('greets the agent and shows the tasks with their real status and priority', async () => {
    saveAccessToken('tok');
    const { calls } = mockApi({
      ...base,
      'GET /agents/tasks': { data: [makeTask(), makeTask({ taskId: 'task-2', title: 'Enviar contrato', priority: 1 })] },
      [PENDING_DRAFT]: { data: [draft] },
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Hola, María' })).toBeInTheDocument();
    expect(document.title).toBe('Escritorio - Vitrina Agentes');
    const tasks = await screen.findByRole('region', { name: 'Tareas pendientes' });
    const first = await within(tasks).findByRole('link', { name: /Llamar a Ana/ });
    expect(first).toHaveAttribute('href', '/customers/view/ana-rojas?section=tasks&task=task-1');
    expect(within(first).getByText('En progreso')).toBeInTheDocument();
    expect(within(first).getByText('Prioridad Alta')).toBeInTheDocument();
    expect(within(first).getByText('Llamada')).toBeInTheDocument();
    expect(within(first).getByText('Cliente: Ana Rojas')).toBeInTheDocument();
    expect(within(first).getByText('05/03/2030')).toBeInTheDocument();
    expect(within(tasks).getByText('Prioridad Baja')).toBeInTheDocument();

    const query = new URL(calls.find((c) => c.path === '/agents/tasks')!.url, 'http://x').searchParams;
    expect(query.get('status')).toBe('1');
    expect(query.get('orderBy')).toBe('dueDate');
    expect(query.get('orderType')).toBe('asc');
    expect(query.get('limit')).toBe('3');
    expect(query.get('startDate')).toMatch(/T04:00:00\.000Z$/);
    expect(query.get('endDate')).toMatch(/T03:59:59\.999Z$/);

    const drafts = screen.getByRole('region', { name: 'Continúa publicando' });
    expect(await within(drafts).findByText('Casa en Chacao')).toBeInTheDocument();
    // Its price as every price in the app shows, es-VE (property cards, matching, the public page).
    expect(within(drafts).getByText('USD 120.000')).toBeInTheDocument();
    expect(within(drafts).getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/property-editor/draft-9/create',
    );
    // The latest edited draft that has content, never an empty one.
    const draftQuery = new URL(calls.find((c) => c.path === '/property-drafts' && c.query.get('statuses') === '1')!.url, 'http://x').searchParams;
    expect(Object.fromEntries(draftQuery)).toEqual({ statuses: '1', limit: '1', withContent: 'true' });
    expect(screen.getByRole('link', { name: /Vincular cuentas/ })).toHaveAttribute('href', '/account?section=integrations');
    expect(screen.getByRole('link', { name: /Crear propiedad/ })).toHaveAttribute('href', '/properties/drafts/create');
  });

  it('shows the empty messages', async () => {
    saveAccessToken('tok');
    mockApi({ ...base, 'GET /agents/tasks': { data: [] } });
    renderApp('/dashboard');
    expect(await screen.findByText('No tienes tareas pendientes en este momento')).toBeInTheDocument();
    expect(await screen.findByText('No tienes propiedades en borrador pendientes de publicar')).toBeInTheDocument();
  });

  it('shows the error with Reintentar and loads on retry', async () => {
    saveAccessToken('tok');
    mockApi({
      ...base,
      'GET /agents/tasks': [apiErrorReply(400, 'VALIDATION_ERROR'), { data: [makeTask()] }],
      [PENDING_DRAFT]: [apiErrorReply(404, 'NOT_FOUND'), { data: [draft] }],
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    const tasks = await screen.findByRole('region', { name: 'Tareas pendientes' });
    expect(await within(tasks).findByText('Algo no ha salido bien, por favor intenta de nuevo.')).toBeInTheDocument();
    await user.click(within(tasks).getByRole('button', { name: 'Reintentar' }));
    expect(await within(tasks).findByText('Llamar a Ana')).toBeInTheDocument();

    const drafts = screen.getByRole('region', { name: 'Continúa publicando' });
    await user.click(await within(drafts).findByRole('button', { name: 'Reintentar' }));
    expect(await within(drafts).findByText('Casa en Chacao')).toBeInTheDocument();
  });

  it('shows the skeleton only after 500 ms of loading', async () => {
    saveAccessToken('tok');
    const never = () => new Promise<never>(() => undefined);
    mockApi({ ...base, 'GET /agents/tasks': never, [PENDING_DRAFT]: never });
    renderApp('/dashboard');
    const tasks = await screen.findByRole('region', { name: 'Tareas pendientes' });
    expect(within(tasks).getByLabelText('Cargando tareas')).toBeInTheDocument();
    expect(within(tasks).queryAllByTestId('skeleton')).toHaveLength(0);
    await waitFor(() => expect(within(tasks).getAllByTestId('skeleton')).toHaveLength(3));
  });
});
