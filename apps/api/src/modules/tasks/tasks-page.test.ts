import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index';
import { createTenant } from '../../../test/tenants-fixtures';
import { t, ana, luis, tenantId, callType, useTaskFixtures } from './tasks-fixtures';
import { caracasDay } from './tasks.service';

useTaskFixtures();

/** 23:59:59 Caracas of the day `days` from today, as the web's form sends it. */
function dueIn(days: number): string {
  const day = caracasDay(new Date(Date.now() + days * 86_400_000));
  return new Date(`${day}T23:59:59.000-04:00`).toISOString();
}

async function task(title: string, days: number, opts: { token?: string; tenant?: string } = {}) {
  const tenant = opts.tenant ?? tenantId;
  const res = await t.call({
    method: 'POST',
    url: `/rest/v1/tenants/${tenant}/tasks`,
    token: opts.token ?? ana,
    payload: { taskTypeId: callType, title, description: 'Confirmar la visita', priority: 2, expiredAt: dueIn(Math.max(days, 0)) },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.taskId as string;
  // A task cannot be created in the past: an overdue one is one whose date has since passed.
  if (days < 0) await t.database.db.update(tasks).set({ expiredAt: new Date(dueIn(days)) }).where(eq(tasks.id, id));
  return id;
}

const titles = async (query: string, token = ana, url = '/rest/v1/agents/tasks') => {
  const res = await t.call({ method: 'GET', url: `${url}?${query}`, token });
  expect(res.statusCode).toBe(200);
  return { titles: res.json().data.map((x: { title: string }) => x.title) as string[], total: res.json().metadata.pagination.total as number };
};

describe('the agent task page tabs (due=overdue|today|upcoming|all)', () => {
  beforeEach(async () => {
    await task('Llamar ayer', -1);
    await task('Llamar hoy', 0);
    await task('Llamar en 45 días', 45);
  });

  it('lists a task due in 45 days in Próximas and Todas', async () => {
    expect((await titles('due=upcoming')).titles).toEqual(['Llamar en 45 días']);
    expect((await titles('due=all')).titles).toContain('Llamar en 45 días');
  });

  it('lists an overdue task in progress in Vencidas, and it stays in Todas', async () => {
    expect((await titles('due=overdue')).titles).toEqual(['Llamar ayer']);
    const all = await titles('due=all');
    expect(all.titles).toEqual(['Llamar ayer', 'Llamar hoy', 'Llamar en 45 días']);
    expect(all.total).toBe(3);
  });

  it("lists today's task in Hoy by Caracas time", async () => {
    expect((await titles('due=today')).titles).toEqual(['Llamar hoy']);
  });

  it('a completed task whose date passed is not in Vencidas', async () => {
    const done = await task('Llamada hecha', -2);
    const moved = await t.call({ method: 'PUT', url: `/rest/v1/tenants/${tenantId}/tasks/${done}/completed`, token: ana });
    expect(moved.statusCode).toBe(200);
    expect((await titles('due=overdue')).titles).toEqual(['Llamar ayer']);
  });

  it('counts the tasks of each tab, with the same search and status', async () => {
    const res = await t.call({ method: 'GET', url: '/rest/v1/agents/tasks?due=today', token: ana });
    expect(res.json().metadata.taskCounts).toEqual({ overdue: 1, today: 1, upcoming: 1, all: 3 });
    const searched = await t.call({ method: 'GET', url: '/rest/v1/agents/tasks?due=all&searchQuery=llamar%20a', token: ana });
    expect(searched.json().metadata.taskCounts).toEqual({ overdue: 1, today: 0, upcoming: 0, all: 1 });
    const plain = await t.call({ method: 'GET', url: '/rest/v1/agents/tasks', token: ana });
    expect(plain.json().metadata.taskCounts).toBeUndefined();
  });

  it('filters by search and status within a tab, paged', async () => {
    expect((await titles('due=all&searchQuery=45')).titles).toEqual(['Llamar en 45 días']);
    const page = await titles('due=all&limit=1&offset=1');
    expect(page.titles).toEqual(['Llamar hoy']);
    expect(page.total).toBe(3);
    const all = await t.call({ method: 'GET', url: '/rest/v1/agents/tasks?due=all', token: ana });
    const today = all.json().data.find((x: { title: string }) => x.title === 'Llamar hoy').taskId;
    await t.call({ method: 'PUT', url: `/rest/v1/tenants/${tenantId}/tasks/${today}/canceled`, token: ana });
    expect((await titles('due=all&status=3')).titles).toEqual(['Llamar hoy']);
    expect((await titles('due=all&status=1')).titles).toEqual(['Llamar ayer', 'Llamar en 45 días']);
  });

  it('pages the tasks in progress by due date, overdue first, each page with the total', async () => {
    await task('Llamar anteayer', -2);
    await task('Llamar en 3 días', 3);
    const done = await task('Llamada hecha', -3);
    await t.call({ method: 'PUT', url: `/rest/v1/tenants/${tenantId}/tasks/${done}/completed`, token: ana });
    const query = 'status=1&orderBy=dueDate&orderType=asc&limit=2';
    const pages = [await titles(`${query}&offset=0`), await titles(`${query}&offset=2`), await titles(`${query}&offset=4`)];
    expect(pages.map((p) => p.titles)).toEqual([['Llamar anteayer', 'Llamar ayer'], ['Llamar hoy', 'Llamar en 3 días'], ['Llamar en 45 días']]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(await titles(`${query}&offset=10`)).toEqual({ titles: [], total: 5 });
  });

  it('answers a list by status and date window rightly call after call (a statement whose plan PostgreSQL keeps)', async () => {
    await task('Llamar en 3 días', 3, { token: luis, tenant: (await createTenant(t, luis, { firstName: 'Pedro', lastName: 'Pérez' })).tenantId });
    const window = (from: number, to: number) => `status=1&orderBy=dueDate&orderType=asc&startDate=${encodeURIComponent(dueIn(from))}&endDate=${encodeURIComponent(dueIn(to))}`;
    // Past its fifth call a named statement may run a generic plan: the answers must not change.
    for (let call = 0; call < 4; call += 1) {
      expect(await titles(window(-2, 60))).toEqual({ titles: ['Llamar ayer', 'Llamar hoy', 'Llamar en 45 días'], total: 3 });
      expect(await titles(`${window(-2, 60)}&limit=1&offset=1`)).toEqual({ titles: ['Llamar hoy'], total: 3 });
      expect(await titles(window(0, 10))).toEqual({ titles: ['Llamar hoy'], total: 1 });
      expect(await titles(window(0, 10), luis)).toEqual({ titles: ['Llamar en 3 días'], total: 1 });
    }
  });

  it("never shows another agent's tasks", async () => {
    const other = (await createTenant(t, luis, { firstName: 'Pedro', lastName: 'Pérez' })).tenantId;
    await task('Tarea de Luis', -1, { token: luis, tenant: other });
    await task('Otra de Luis', 45, { token: luis, tenant: other });
    for (const due of ['overdue', 'today', 'upcoming', 'all']) {
      const { titles: seen } = await titles(`due=${due}`);
      expect(seen).not.toContain('Tarea de Luis');
      expect(seen).not.toContain('Otra de Luis');
    }
    expect((await titles('due=all', luis)).titles).toEqual(['Tarea de Luis', 'Otra de Luis']);
  });

  it('refuses an unknown tab in Spanish', async () => {
    const res = await t.call({ method: 'GET', url: '/rest/v1/agents/tasks?due=someday', token: ana });
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.error.fields.due).toBe('El filtro de vencimiento no es válido');
  });

  it("orders the customer's tasks overdue first, then by due date", async () => {
    // An earlier task that is no longer in progress is not overdue and keeps its place by date.
    const cancelled = await task('Cancelada antes', -3);
    await t.call({ method: 'PUT', url: `/rest/v1/tenants/${tenantId}/tasks/${cancelled}/canceled`, token: ana });
    const list = await titles('orderBy=dueDate&orderType=asc', ana, `/rest/v1/tenants/${tenantId}/tasks`);
    expect(list.titles).toEqual(['Llamar ayer', 'Cancelada antes', 'Llamar hoy', 'Llamar en 45 días']);
  });
});

describe('a long list of tasks in progress by due date', () => {
  it('answers the same order on the first pages and past the hundredth task (read two ways)', async () => {
    // 110 tasks due in 1..110 days: the pages before offset 100 are read whole in index order, the
    // later ones by their ids first (tasks.repository.ts DEEP_OFFSET); both must agree.
    for (let from = 1; from <= 110; from += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => task(`Tarea ${from + i}`, from + i)));
    }
    const expected = (first: number, n: number) => Array.from({ length: n }, (_, i) => `Tarea ${first + i}`);
    const window = `status=1&orderBy=dueDate&orderType=asc&startDate=${encodeURIComponent(dueIn(0))}&endDate=${encodeURIComponent(dueIn(200))}`;
    for (const query of [window, 'status=1&orderBy=dueDate&orderType=asc']) {
      expect(await titles(`${query}&limit=5&offset=0`)).toEqual({ titles: expected(1, 5), total: 110 });
      expect(await titles(`${query}&limit=5&offset=97`)).toEqual({ titles: expected(98, 5), total: 110 });
      expect(await titles(`${query}&limit=5&offset=100`)).toEqual({ titles: expected(101, 5), total: 110 });
      expect(await titles(`${query}&limit=20&offset=105`)).toEqual({ titles: expected(106, 5), total: 110 });
      expect(await titles(`${query}&limit=20&offset=110`)).toEqual({ titles: [], total: 110 });
      expect(await titles(`${query}&limit=20&offset=90`, luis)).toEqual({ titles: [], total: 0 });
    }
  });
});
