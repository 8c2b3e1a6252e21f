import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { signedInOnCustomerTasks } from '../test-helpers';
import { makeTask, TASK_ID, TENANT_ID } from '../test-fixtures';

const DISCARD = '¿Descartar los cambios?';

describe('task panels keep what was typed (issue 13 item 9)', () => {
  it('closes a clean add panel at once', async () => {
    signedInOnCustomerTasks();
    renderApp('/customers/view/jose-hernandez?section=tasks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar tarea' }));
    const panel = await screen.findByRole('dialog', { name: 'Agregar tarea de seguimiento' }, { timeout: 10_000 });
    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar tarea de seguimiento' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: DISCARD })).not.toBeInTheDocument();
  });

  it('asks before dropping typed text; Seguir editando keeps it, Descartar drops it', async () => {
    signedInOnCustomerTasks();
    renderApp('/customers/view/jose-hernandez?section=tasks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar tarea' }));
    const panel = await screen.findByRole('dialog', { name: 'Agregar tarea de seguimiento' }, { timeout: 10_000 });
    await user.type(within(panel).getByLabelText('Título'), 'Llamar a José');

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: DISCARD });
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD })).not.toBeInTheDocument());
    expect(within(panel).getByLabelText('Título')).toHaveValue('Llamar a José');

    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog', { name: DISCARD })).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar tarea de seguimiento' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Agregar tarea' }));
    const again = await screen.findByRole('dialog', { name: 'Agregar tarea de seguimiento' });
    expect(within(again).getByLabelText('Título')).toHaveValue('');
  });

  it('shows no message when a field is left, only on Agregar tarea', async () => {
    signedInOnCustomerTasks();
    renderApp('/customers/view/jose-hernandez?section=tasks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar tarea' }));
    const panel = await screen.findByRole('dialog', { name: 'Agregar tarea de seguimiento' }, { timeout: 10_000 });
    await user.type(within(panel).getByLabelText('Título'), 'Ll');
    await user.click(within(panel).getByLabelText('Descripción'));
    expect(within(panel).queryByText('El título debe tener al menos 3 caracteres')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Agregar tarea' }));
    expect(await within(panel).findByText('El título debe tener al menos 3 caracteres')).toBeInTheDocument();
  });

  it('asks before the edit form of the detail panel drops a change', async () => {
    signedInOnCustomerTasks({ [`GET /tenants/${TENANT_ID}/tasks/${TASK_ID}`]: { data: makeTask() } });
    renderApp(`/customers/view/jose-hernandez?section=tasks&task=${TASK_ID}`);
    const user = userEvent.setup();
    const panel = await screen.findByRole('dialog', { name: 'Detalles de la tarea' }, { timeout: 10_000 });
    await user.click(await within(panel).findByRole('button', { name: 'Modificar tarea' }));
    const title = within(panel).getByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Llamar el sábado');

    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await user.click(within(await screen.findByRole('dialog', { name: DISCARD })).getByRole('button', { name: 'Seguir editando' }));
    expect(within(panel).getByLabelText('Título')).toHaveValue('Llamar el sábado');

    await user.click(within(panel).getByRole('button', { name: 'Ver tarea' }));
    await user.click(within(await screen.findByRole('dialog', { name: DISCARD })).getByRole('button', { name: 'Descartar' }));
    expect(await within(panel).findByText('Sobre la tarea')).toBeInTheDocument();
  });
});
