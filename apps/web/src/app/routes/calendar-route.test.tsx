import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, paged } from '../../test/api-mock';
import { matchMediaAt } from '../../test/match-media';
import { renderApp } from '../../test/render-app';
import { makeTask, TASK_ID, TENANT_ID as TASK_TENANT_ID } from '../../features/tasks/test-fixtures';
import { anaRojasVisit, queryOf, signedInWith } from '../../features/visits/test-fixtures';

const wideAt = (width: number | null) => Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaAt(width) });
afterEach(() => wideAt(null));

const visits = [
  anaRojasVisit(),
];

describe('/calendar with the tasks due in its period', () => {
  it("shows the tasks due in the period beside the visits, drawn apart, and opens one in its panel", async () => {
    wideAt(1280);
    // Due Thursday 7 March 2030 at 23:59 in Caracas.
    const task = makeTask({ expiredAt: '2030-03-08T03:59:59.000Z', title: 'Enviar contrato' });
    const { requests } = signedInWith({
      'GET /events': ok(visits),
      'GET /agents/tasks': paged([task], { limit: 100 }),
      [`GET /tenants/${TASK_TENANT_ID}/tasks/${TASK_ID}`]: ok(task),
    });
    const { router } = renderApp('/calendar?view=month&date=2030-03-05');
    const grid = await screen.findByRole('group', { name: 'Calendario del mes' });
    // Asked for the same period as the visits; the API's end is inclusive.
    expect(queryOf(requests('GET /agents/tasks')[0]!)).toMatchObject({
      startDate: '2030-02-25T04:00:00.000Z',
      endDate: '2030-04-01T03:59:59.999Z',
      limit: '100',
    });
    const thursday = within(grid).getByRole('group', { name: 'jueves 7 de marzo' });
    const block = within(thursday).getByRole('button', { name: /^Tarea.*Enviar contrato/ });
    expect(block).toHaveAttribute('data-calendar-task');
    // Not drawn as a visit (the visits carry their status).
    expect(block).not.toHaveAttribute('data-status');
    expect(within(thursday).getByText('Ana Rojas')).toBeInTheDocument();

    await userEvent.setup().click(block);
    await waitFor(() => expect(router.state.location.search).toContain(`task=${TASK_ID}`));
    expect(router.state.location.search).toContain(`tenant=${TASK_TENANT_ID}`);
    const panel = await screen.findByRole('dialog', { name: 'Detalles de la tarea' }, { timeout: 10_000 });
    expect(await within(panel).findByText('Sobre la tarea')).toBeInTheDocument();
  });

  it('lists a day with only a task on a phone', async () => {
    const task = makeTask({ expiredAt: '2030-03-08T03:59:59.000Z', title: 'Enviar contrato' });
    signedInWith({ 'GET /events': ok([]), 'GET /agents/tasks': paged([task], { limit: 100 }) });
    renderApp('/calendar?view=month&date=2030-03-05');
    const thursday = await screen.findByRole('region', { name: 'jueves 7 de marzo' });
    expect(within(thursday).getByRole('button', { name: /^Tarea.*Enviar contrato/ })).toHaveTextContent('Tarea · En progreso');
    expect(screen.queryByText('No tienes visitas ni tareas en este período')).not.toBeInTheDocument();
  });
});
