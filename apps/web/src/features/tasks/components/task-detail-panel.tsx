import { ActionIcon, Alert, Anchor, Badge, Breadcrumbs, Divider, Drawer, Group, Menu, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { TaskStatus } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error/load-error';
import { formatDate } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/save-task';
import { useTaskQuery } from '../api/task';
import { taskFormFrom } from '../lib/task-form-schema';
import { priorityColors, priorityLabel } from '../lib/task-format';
import { TASK_ERROR, TASK_REDIRECT_MS } from './add-task-drawer';
import { DeleteTaskModal } from './delete-task-modal';
import { DiscardChangesModal } from './discard-changes-modal';
import { IconArrowsMaximize, IconArrowsMinimize, IconDots, IconEye, IconPencil, IconTrash } from './icons';
import { TaskAttachments } from './task-attachments';
import { TaskForm } from './task-form';
import { TaskStatusSelect } from './task-status-select';
import { useDelayedAction } from '../../../lib/use-delayed-action';

export const DELETE_REDIRECT_MS = 1500;

interface TaskDetailPanelProps {
  tenantId: string;
  taskId: string;
  onClose: () => void;
  onChanged?: () => void;
}

/** 'Detalles de la tarea': opened by the `task` query parameter. */
export function TaskDetailPanel({ tenantId, taskId, onClose, onChanged }: TaskDetailPanelProps) {
  const query = useTaskQuery(tenantId, taskId);
  const [, setParams] = useSearchParams();
  const [wide, setWide] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [banner, setBanner] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const dirtyCheck = useRef<(() => boolean) | null>(null);
  // What to do once the agent agrees to drop the typed changes (close, or go back to the view).
  const [pending, setPending] = useState<null | (() => void)>(null);
  const delayed = useDelayedAction();
  const update = useUpdateTask();
  const remove = useDeleteTask();

  const task = query.data;
  const editable = task?.status === TaskStatus.InProgress;
  useEffect(() => {
    if (!editable) setEditing(false);
  }, [editable]);

  /** Runs `action` at once, or after 'Descartar' when the edit form holds typed changes. */
  const unlessDirty = (action: () => void) => {
    if (editing && !saved && dirtyCheck.current?.()) setPending(() => action);
    else action();
  };
  const requestClose = () => unlessDirty(onClose);

  const markFrom = (from: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', from);
        return next;
      },
      { replace: true },
    );

  const onMoved = () => {
    markFrom('updateTaskStatus');
    onChanged?.();
  };

  const save = async (body: Parameters<typeof update.mutateAsync>[0]['body']) => {
    if (!task) return;
    setBanner(null);
    try {
      await update.mutateAsync({ tenantId, taskId: task.taskId, body });
      setSaved(true);
      setBanner({ kind: 'success', message: 'Tarea modificada exitosamente' });
      notifySuccess('Tarea modificada exitosamente');
      delayed.schedule(() => {
        setEditing(false);
        setSaved(false);
        setBanner(null);
        markFrom('updateTask');
      }, TASK_REDIRECT_MS);
    } catch {
      setBanner({ kind: 'error', message: TASK_ERROR });
    }
  };

  const confirmDelete = () => {
    setBanner(null);
    remove.mutate(
      { tenantId, taskId },
      {
        onSuccess: () => {
          setConfirming(false);
          setDeleted(true);
          notifySuccess('Tarea eliminada exitosamente.');
          onChanged?.();
          delayed.schedule(onClose, DELETE_REDIRECT_MS);
        },
        onError: () => {
          setConfirming(false);
          setBanner({ kind: 'error', message: TASK_ERROR });
        },
      },
    );
  };

  return (
    <>
      <DiscardChangesModal
        opened={pending !== null}
        onKeep={() => setPending(null)}
        onDiscard={() => {
          const action = pending;
          setPending(null);
            action?.();
        }}
      />
      <Drawer
        opened
        onClose={requestClose}
        position="right"
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        size={wide ? 'xl' : 'md'}
        title={
          <Text fw={700} fz="lg">
            Detalles de la tarea
          </Text>
        }
      >
        {deleted ? (
          <Alert color="teal" variant="light" role="status">
            Tarea eliminada exitosamente.
          </Alert>
        ) : query.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Cargando tarea">
            <Skeleton height={20} width="60%" />
            <Skeleton height={32} />
            <Skeleton height={120} />
          </Stack>
        ) : query.isError || !task ? (
          <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : (
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Breadcrumbs separator="›" style={{ minWidth: 0, flexWrap: 'wrap' }}>
                <Anchor component="button" type="button" size="sm" onClick={requestClose}>
                  Tareas de seguimiento
                </Anchor>
                <Text size="sm" c="dimmed" truncate maw={180}>
                  {task.title}
                </Text>
              </Breadcrumbs>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={wide ? 'Contraer panel' : 'Expandir panel'}>
                  <ActionIcon variant="subtle" color="gray" onClick={() => setWide(!wide)} aria-label={wide ? 'Contraer panel' : 'Expandir panel'}>
                    {wide ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
                  </ActionIcon>
                </Tooltip>
                {editable && (
                  <Tooltip label={editing ? 'Ver tarea' : 'Modificar tarea'}>
                    <ActionIcon
                      variant={editing ? 'light' : 'subtle'}
                      color="gray"
                      onClick={() =>
                        unlessDirty(() => {
                          setBanner(null);
                          setEditing(!editing);
                        })
                      }
                      aria-label={editing ? 'Ver tarea' : 'Modificar tarea'}
                    >
                      {editing ? <IconEye size={18} /> : <IconPencil size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
                <Menu position="bottom-end" withinPortal zIndex={1000}>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label="Opciones de la tarea">
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
                      Eliminar tarea
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Group>

            {editing ? (
              <TaskForm
                initial={taskFormFrom(task)}
                submitLabel="Modificar tarea"
                sendingLabel="Modificando tarea"
                banner={banner}
                done={saved}
                onCancel={() => unlessDirty(() => setEditing(false))}
                dirtyCheck={dirtyCheck}
                onSubmit={save}
              />
            ) : (
              <TaskView task={task} banner={banner} onMoved={onMoved} />
            )}
            <DeleteTaskModal opened={confirming} deleting={remove.isPending} onClose={() => setConfirming(false)} onConfirm={confirmDelete} />
          </Stack>
        )}
      </Drawer>
    </>
  );
}

function TaskView({ task, banner, onMoved }: { task: Task; banner: { kind: string; message: string } | null; onMoved: () => void }) {
  return (
    <Stack gap="md">
      {banner && (
        <Alert color={banner.kind === 'success' ? 'teal' : 'red'} variant="light" role="alert">
          {banner.message}
        </Alert>
      )}
      <Title order={2} fz="xl">
        {task.title}
      </Title>
      <TaskStatusSelect task={task} onMoved={onMoved} />
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
            Fecha de vencimiento
          </Text>
          <Text size="sm">{formatDate(task.expiredAt)}</Text>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
            Cliente
          </Text>
          <Badge component={Link} to={`/customers/view/${task.tenant.slug}`} variant="light" style={{ cursor: 'pointer', textTransform: 'none' }}>
            {task.tenant.fullName}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
            Prioridad
          </Text>
          <Badge variant="outline" color={priorityColors[task.priority]}>
            {priorityLabel(task.priority)}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
            Tipo de tarea
          </Text>
          <Text size="sm">{task.taskType.name}</Text>
        </Group>
      </Stack>
      <Divider />
      <Stack gap={4}>
        <Title order={3} fz="sm">
          Sobre la tarea
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {task.description}
        </Text>
      </Stack>
      <Divider />
      <TaskAttachments task={task} />
    </Stack>
  );
}
