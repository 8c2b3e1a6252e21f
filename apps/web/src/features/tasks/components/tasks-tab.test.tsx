import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayjs, TIME_ZONE } from '../../../lib/dates';
import { PRELOAD_TIMEOUT_MS, preloadRoute, renderApp } from '../../../test/render-app';
import { signedInOnCustomerTasks, taskPage } from '../test-helpers';
import { makeTask, TASK_ID, TENANT_ID } from '../test-fixtures';

beforeAll(() => preloadRoute('/customers/view/x'), PRELOAD_TIMEOUT_MS);

describe('tasks tab', () => {
  it('asks for every date (overdue first) and shows cards with type word and due day', async () => {
    const { calls } = signedInOnCustomerTasks({ [`GET /tenants/${TENANT_ID}/tasks`]: taskPage([makeTask(), makeTask({ taskId: 'b', status: 3, title: 'Enviar contrato' })]) });
    renderApp('/customers/view/jose-hernandez?section=tasks');

    await screen.findByRole('button', { name: 'Abrir tarea Llamar para la visita' });
    const card = screen.getByRole('article', { name: 'Llamar para la visita' });
    // The type word is text, not drawn like the status: sentence case, outside any badge.
    const word = within(card).getByText('Llamada · creada');
    expect(word).not.toHaveStyle({ textTransform: 'uppercase' });
    expect(word.closest('.mantine-Badge-root')).toBeNull();
    expect(within(card).getByText('En progreso').closest('.mantine-Badge-root')).not.toBeNull();
    expect(within(card).getByText('04 de marzo')).toBeInTheDocument();
    expect(within(card).getByText('Prioridad Media')).toBeInTheDocument();
    expect(screen.getByText('Llamada · cancelada')).toBeInTheDocument();
    // In progress and due in the past: marked overdue; the cancelled one is not.
    expect(within(card).getByText('Vencida')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Enviar contrato' })).queryByText('Vencida')).not.toBeInTheDocument();

    const url = new URL(calls.find((c) => c.path.endsWith('/tasks'))!.url, 'http://x');
    expect(url.searchParams.get('due')).toBe('all');
    expect(url.searchParams.has('startDate')).toBe(false);
    expect(url.searchParams.has('endDate')).toBe(false);
    expect(url.searchParams.get('orderBy')).toBe('dueDate');
    expect(url.searchParams.get('orderType')).toBe('asc');
    expect(url.searchParams.get('limit')).toBe('20');
  });

  it('writes the search to searchQuery after 500 ms and shows the empty message', async () => {
    const { calls } = signedInOnCustomerTasks({ [`GET /tenants/${TENANT_ID}/tasks`]: taskPage([]) });
    const { router } = renderApp('/customers/view/jose-hernandez?section=tasks');
    const user = userEvent.setup();

    expect(await screen.findByText('No se han encontrado tareas en este momento')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar tareas' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar tareas' }), 'visita');
    await waitFor(() => expect(router.state.location.search).toContain('searchQuery=visita'));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('searchQuery=visita'));
  });

  it('adds a task: rules, default priority Medium, success message', async () => {
    const { calls } = signedInOnCustomerTasks({
      [`GET /tenants/${TENANT_ID}/tasks`]: taskPage([]),
      [`POST /tenants/${TENANT_ID}/tasks`]: { status: 201, data: makeTask() },
    });
    renderApp('/customers/view/jose-hernandez?section=tasks');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Agregar tarea' }));
    // The add panel's code loads when it is first opened (issue 15): under load its first compile can take seconds.
    const panel = await screen.findByRole('dialog', { name: 'Agregar tarea de seguimiento' }, { timeout: 10_000 });
    expect(within(panel).getByLabelText('Prioridad', { selector: 'input' })).toHaveValue('Media');
    await user.click(within(panel).getByRole('button', { name: 'Agregar tarea' }));
    expect(await within(panel).findByText('Debe escribir el título')).toBeInTheDocument();
    expect(within(panel).getByText('Debe seleccionar un tipo de tarea')).toBeInTheDocument();
    expect(within(panel).getByText('Debe seleccionar una fecha de vencimiento')).toBeInTheDocument();

    // Pasted: typing 256 keys re-renders the panel 256 times, which alone took most of the test's time on a busy machine.
    await user.click(within(panel).getByLabelText('Descripción'));
    await user.paste('x'.repeat(256));
    await user.type(within(panel).getByLabelText('Fecha de vencimiento'), '2020-01-01');
    expect(await within(panel).findByText('La descripción no debe tener más de 255 caracteres')).toBeInTheDocument();
    expect(within(panel).getByText('La fecha de vencimiento es menor a la fecha actual')).toBeInTheDocument();

    const tomorrow = dayjs().tz(TIME_ZONE).add(1, 'day').format('YYYY-MM-DD');
    await user.clear(within(panel).getByLabelText('Descripción'));
    await user.paste('Coordinar la visita');
    await user.clear(within(panel).getByLabelText('Fecha de vencimiento'));
    await user.type(within(panel).getByLabelText('Fecha de vencimiento'), tomorrow);
    await user.type(within(panel).getByLabelText('Título'), 'Llamar');
    await user.click(within(panel).getByLabelText('Tipo de tarea', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Llamada', hidden: true }));
    await user.click(within(panel).getByRole('button', { name: 'Agregar tarea' }));

    // The drawer closes as soon as the task is saved; the toast says so on the tasks tab.
    expect(await screen.findByText('Tarea agregada exitosamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar tarea de seguimiento' })).not.toBeInTheDocument());
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ taskTypeId: 1, title: 'Llamar', description: 'Coordinar la visita', priority: 2 });
    expect(dayjs(body.expiredAt as string).tz(TIME_ZONE).format('YYYY-MM-DD HH:mm')).toBe(`${tomorrow} 23:59`);
  }, 40_000);

  it('opens the detail panel from the task parameter and deletes after confirmation', async () => {
    const { calls } = signedInOnCustomerTasks({
      [`GET /tenants/${TENANT_ID}/tasks`]: taskPage([makeTask()]),
      [`GET /tenants/${TENANT_ID}/tasks/${TASK_ID}`]: { data: makeTask() },
      [`DELETE /tenants/${TENANT_ID}/tasks/${TASK_ID}`]: { data: null },
    });
    const { router } = renderApp(`/customers/view/jose-hernandez?section=tasks&task=${TASK_ID}`);
    const user = userEvent.setup();

    const panel = await screen.findByRole('dialog', { name: 'Detalles de la tarea' }, { timeout: 10_000 });
    expect(await within(panel).findByText('Sobre la tarea')).toBeInTheDocument();
    expect(within(panel).getByText('No hay archivos adjuntos')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Modificar tarea' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Opciones de la tarea' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar tarea', hidden: true }));
    const modal = await screen.findByRole('dialog', { name: 'Eliminar tarea' });
    expect(within(modal).getByRole('button', { name: 'No, gracias' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Eliminar tarea' }));

    // Out of the panel as soon as the delete is answered, the toast on the tasks tab.
    expect(await screen.findByText('Tarea eliminada exitosamente.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe('?section=tasks'));
  });

  it('goes back to the task as soon as an edit is saved, the toast saying so', async () => {
    // Due in two days: the edit form accepts the date as it is.
    const expiredAt = dayjs().add(2, 'day').toISOString();
    const { calls } = signedInOnCustomerTasks({
      [`GET /tenants/${TENANT_ID}/tasks/${TASK_ID}`]: { data: makeTask({ expiredAt }) },
      [`PUT /tenants/${TENANT_ID}/tasks/${TASK_ID}`]: { data: makeTask({ expiredAt, title: 'Llamar el sábado' }) },
    });
    const { router } = renderApp(`/customers/view/jose-hernandez?section=tasks&task=${TASK_ID}`);
    const user = userEvent.setup();
    const panel = await screen.findByRole('dialog', { name: 'Detalles de la tarea' }, { timeout: 10_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Modificar tarea' }));
    const title = within(panel).getByLabelText('Título');
    await user.clear(title);
    await user.paste('Llamar el sábado');
    await user.click(within(panel).getByRole('button', { name: 'Modificar tarea' }));

    expect(await screen.findByText('Tarea modificada exitosamente')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
    await waitFor(() => expect(within(panel).getByText('Sobre la tarea')).toBeInTheDocument());
    expect(router.state.location.search).toContain('from=updateTask');
  }, 40_000);
});
