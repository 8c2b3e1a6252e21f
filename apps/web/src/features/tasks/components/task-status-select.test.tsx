import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { apiErrorReply, mockApi } from '../../../test/api-mock';
import { makeTask, TASK_ID, TENANT_ID } from '../test-fixtures';
import { statusChoices, TaskStatusSelect } from './task-status-select';

function renderSelect(status: number) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <TaskStatusSelect task={makeTask({ status })} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function optionsOf(input: HTMLElement) {
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')!;
  return within(listbox).getAllByRole('option', { hidden: true });
}

describe('task status selector', () => {
  it('offers only the allowed moves', () => {
    expect(statusChoices(1).map((c) => c.label)).toEqual(['En progreso', 'Completada', 'Cancelada']);
    expect(statusChoices(2).map((c) => c.label)).toEqual(['Completada', 'En progreso']);
    expect(statusChoices(3).map((c) => c.label)).toEqual(['Cancelada', 'En progreso']);
  });

  it('shows a completed task with only En progreso to move to', async () => {
    mockApi({});
    renderSelect(2);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Estado', { selector: 'input' });
    expect(input).toHaveValue('Completada');
    await user.click(input);
    await waitFor(() => expect(optionsOf(input).map((o) => o.textContent)).toEqual(['Completada', 'En progreso']));
  });

  it('moves through the status path with no body', async () => {
    const { calls } = mockApi({ [`PUT /tenants/${TENANT_ID}/tasks/${TASK_ID}/completed`]: { data: makeTask({ status: 2 }) } });
    renderSelect(1);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Completada', hidden: true }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toBeUndefined();
    expect(screen.getByLabelText('Estado', { selector: 'input' })).toHaveValue('Completada');
  });

  it('restores the previous status with the error banner when the move fails', async () => {
    mockApi({
      [`PUT /tenants/${TENANT_ID}/tasks/${TASK_ID}/canceled`]: apiErrorReply(409, 'TASK_STATUS_TRANSITION_INVALID'),
    });
    renderSelect(1);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelada', hidden: true }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Algo ha salido mal. Vuelve a intentarlo.');
    expect(screen.getByLabelText('Estado', { selector: 'input' })).toHaveValue('En progreso');
  });
});
