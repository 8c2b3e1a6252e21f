import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../components/load-error/load-error';
import { useTaskQuery } from '../api/task';
import { useTaskPanel } from '../hooks/use-task-panel';
import { taskFormFrom } from '../lib/task-form-schema';
import { DeleteTaskModal } from './delete-task-modal';
import { DiscardChangesModal } from './discard-changes-modal';
import { TaskForm } from './task-form';
import { TaskPanelToolbar } from './task-panel-toolbar';
import { TaskView } from './task-view';

interface TaskDetailPanelProps {
  tenantId: string;
  taskId: string;
  onClose: () => void;
  onChanged?: () => void;
}

/** 'Detalles de la tarea': opened by the `task` query parameter. */
export function TaskDetailPanel({ tenantId, taskId, onClose, onChanged }: TaskDetailPanelProps) {
  const query = useTaskQuery(tenantId, taskId);
  const task = query.data;
  const panel = useTaskPanel({ tenantId, taskId, task, onClose, onChanged });
  const { actions, discard } = panel;

  let body;
  if (query.isPending) body = <TaskLoading />;
  else if (query.isError || !task) body = <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else {
    body = (
      <Stack gap="md">
        <TaskPanelToolbar
          title={task.title}
          wide={panel.wide}
          onToggleWide={panel.toggleWide}
          editing={panel.editable ? panel.editing : null}
          onToggleEditing={panel.toggleEditing}
          onBack={panel.requestClose}
          onDelete={actions.askDelete}
        />
        {panel.editing ? (
          <TaskForm
            initial={taskFormFrom(task)}
            submitLabel="Modificar tarea"
            sendingLabel="Modificando tarea"
            banner={actions.banner}
            onCancel={panel.cancelEditing}
            dirtyCheck={panel.dirtyCheck}
            onSubmit={actions.save}
          />
        ) : (
          <TaskView task={task} banner={actions.banner} onMoved={panel.onMoved} />
        )}
        <DeleteTaskModal opened={actions.confirming} deleting={actions.deleting} onClose={actions.cancelDelete} onConfirm={actions.confirmDelete} />
      </Stack>
    );
  }

  return (
    <>
      <DiscardChangesModal opened={discard.asking} onKeep={discard.keep} onDiscard={discard.discard} />
      <Drawer
        opened
        onClose={panel.requestClose}
        position="right"
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        size={panel.wide ? 'xl' : 'md'}
        title={
          <Text fw={700} fz="lg">
            Detalles de la tarea
          </Text>
        }
      >
        {body}
      </Drawer>
    </>
  );
}

function TaskLoading() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Cargando tarea">
      <Skeleton height={20} width="60%" />
      <Skeleton height={32} />
      <Skeleton height={120} />
    </Stack>
  );
}
