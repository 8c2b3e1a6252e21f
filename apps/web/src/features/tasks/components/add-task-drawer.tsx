import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, Text } from '@mantine/core';
import type { Task } from '@vitrina/contract/schemas/task';
import { useRef, useState } from 'react';
import type { Banner } from '../../../components/form-banner/form-banner';
import { notifySuccess } from '../../../lib/notify';
import { useCreateTask } from '../api/save-task';
import { emptyTaskForm } from '../lib/task-form-schema';
import { DiscardChangesModal } from './discard-changes-modal';
import { TaskForm } from './task-form';

export const TASK_ERROR = 'Algo ha salido mal. Vuelve a intentarlo.';

interface AddTaskDrawerProps {
  tenantId: string;
  opened: boolean;
  onClose: () => void;
  /** As soon as the task is saved (its toast stays on screen). */
  onCreated: (task: Task) => void;
}

/** Side panel 'Agregar tarea de seguimiento'. */
export function AddTaskDrawer({ tenantId, opened, onClose, onCreated }: AddTaskDrawerProps) {
  const create = useCreateTask();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [formKey, setFormKey] = useState(0);
  const dirtyCheck = useRef<(() => boolean) | null>(null);
  const [asking, setAsking] = useState(false);

  const reset = () => {
    setBanner(null);
    setFormKey((k) => k + 1);
  };

  const close = () => {
    setAsking(false);
    onClose();
    reset();
  };

  // Outside click, Escape, 'Cerrar' and 'Cancelar': typed text is never dropped without asking.
  const requestClose = () => {
    if (dirtyCheck.current?.()) setAsking(true);
    else close();
  };

  return (
    <>
      <DiscardChangesModal opened={asking} onKeep={() => setAsking(false)} onDiscard={close} />
      <Drawer
        opened={opened}
        onClose={requestClose}
        position="right"
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        size="md"
        title={
          <Text fw={700} fz="lg">
            Agregar tarea de seguimiento
          </Text>
        }
      >
        <TaskForm
          key={formKey}
          initial={emptyTaskForm()}
          submitLabel="Agregar tarea"
          sendingLabel="Agregando tarea"
          banner={banner}
          onCancel={requestClose}
          dirtyCheck={dirtyCheck}
          onSubmit={async (body) => {
            setBanner(null);
            try {
              const task = await create.mutateAsync({ tenantId, body });
              notifySuccess('Tarea agregada exitosamente');
              onCreated(task);
              reset();
            } catch {
              setBanner({ kind: 'error', message: TASK_ERROR });
            }
          }}
        />
      </Drawer>
    </>
  );
}
