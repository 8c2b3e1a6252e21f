import { Alert, Select, Stack } from '@mantine/core';
import { taskStatusLabels, taskTransitions, type TaskStatus } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { useState } from 'react';
import { useMoveTask } from '../api/task-status';

export const STATUS_ERROR = 'Algo ha salido mal. Vuelve a intentarlo.';

/** The statuses a task may move to from `status`, with the current one first. */
export function statusChoices(status: number): { value: string; label: string }[] {
  const allowed = taskTransitions[status as TaskStatus] ?? [];
  return [status, ...allowed].map((s) => ({ value: String(s), label: taskStatusLabels[s as TaskStatus] }));
}

interface TaskStatusSelectProps {
  task: Task;
  onMoved?: (task: Task) => void;
}

/** Status selector offering only allowed moves; on failure the previous status comes back with a banner. */
export function TaskStatusSelect({ task, onMoved }: TaskStatusSelectProps) {
  const move = useMoveTask();
  const [value, setValue] = useState(String(task.status));
  const [error, setError] = useState<string | null>(null);
  // A status moved elsewhere (the list, another tab) replaces the one shown.
  const [given, setGiven] = useState(task.status);
  if (task.status !== given) {
    setGiven(task.status);
    setValue(String(task.status));
  }

  const change = (next: string | null) => {
    if (!next || next === value) return;
    const previous = value;
    setValue(next);
    setError(null);
    move.mutate(
      { tenantId: task.tenant.tenantId, taskId: task.taskId, status: Number(next) },
      {
        onSuccess: (moved) => onMoved?.(moved),
        onError: () => {
          setValue(previous);
          setError(STATUS_ERROR);
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Select
        label="Estado"
        data={statusChoices(task.status)}
        value={value}
        onChange={change}
        allowDeselect={false}
        disabled={move.isPending}
        w={220}
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
