import type { Task } from '@vitrina/contract/schemas/task';
import { TaskStatus } from '@vitrina/contract/enums/task';
import { useRef, useState } from 'react';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { useDiscardGuard } from './use-discard-guard';
import { useTaskPanelActions } from './use-task-panel-actions';

interface TaskPanelInput {
  tenantId: string;
  taskId: string;
  task: Task | undefined;
  onClose: () => void;
  onChanged?: () => void;
}

/**
 * The state of the task detail panel: wide or narrow, viewing or editing (only a task in progress
 * is edited), the save and delete actions, and the guard that asks before typed changes are dropped.
 * Each change tells the list through the `from` query parameter.
 */
export function useTaskPanel({ tenantId, taskId, task, onClose, onChanged }: TaskPanelInput) {
  const updateParams = useSearchParamsUpdate();
  const [wide, setWide] = useState(false);
  const [editing, setEditing] = useState(false);
  const dirtyCheck = useRef<(() => boolean) | null>(null);
  const editable = task?.status === TaskStatus.InProgress;
  // A task that leaves 'En progreso' (moved elsewhere) goes back to the view, set while rendering.
  const [wasEditable, setWasEditable] = useState(editable);
  if (wasEditable !== editable) {
    setWasEditable(editable);
    if (!editable) setEditing(false);
  }

  // A status change or a save tells the list through `from` once answered; once the agent has asked
  // to close the panel, an answer arriving meanwhile leaves the URL as the closing made it.
  const closing = useRef(false);
  const markFrom = (from: string) => !closing.current && updateParams((next) => next.set('from', from), { replace: true });
  const onSaved = () => {
    setEditing(false);
    markFrom('updateTask');
  };
  const actions = useTaskPanelActions({ tenantId, taskId, onClose, onChanged, onSaved });
  const discard = useDiscardGuard(() => editing && Boolean(dirtyCheck.current?.()));

  return {
    wide,
    toggleWide: () => setWide(!wide),
    editing,
    editable,
    toggleEditing: () =>
      discard.guard(() => {
        actions.clearBanner();
        setEditing(!editing);
      }),
    cancelEditing: () => discard.guard(() => setEditing(false)),
    requestClose: () =>
      discard.guard(() => {
        closing.current = true;
        onClose();
      }),
    onMoved: () => {
      markFrom('updateTaskStatus');
      onChanged?.();
    },
    dirtyCheck,
    actions,
    discard,
  };
}
