import { ActionIcon, Button, Center, Group, Pagination, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TASKS_PAGE_SIZE } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/load-error/load-error';
import { useTenantTasksQuery } from '../api/tenant-tasks';
import { IconPlus, IconSearch, IconX } from './icons';
import { TaskCard } from './task-card';

// The add and detail panels (the task form, its date picker and zod, the attachments) load when
// first opened, not with the list (issue 15); 'Agregar tarea' starts loading its panel on hover or focus.
const loadAddTaskDrawer = () => import('./add-task-drawer');
const AddTaskDrawer = lazy(() => loadAddTaskDrawer().then((m) => ({ default: m.AddTaskDrawer })));
const TaskDetailPanel = lazy(() => import('./task-detail-panel').then((m) => ({ default: m.TaskDetailPanel })));

export const EMPTY_TASKS = 'No se han encontrado tareas en este momento';
export const TASK_SEARCH_DEBOUNCE_MS = 500;

interface TasksTabProps {
  tenantId: string;
  /** Called when a task is added or changed, so that the page can refresh what depends on it. */
  onTasksChanged?: () => void;
}

/** 'Tareas de seguimiento' of a customer: search, add, cards, pages and the detail panel. */
export function TasksTab({ tenantId, onTasksChanged }: TasksTabProps) {
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const searchQuery = params.get('searchQuery') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const taskId = params.get('task');
  const [searchOpen, setSearchOpen] = useState(searchQuery !== '');
  const [text, setText] = useState(searchQuery);
  const [debounced] = useDebouncedValue(text, TASK_SEARCH_DEBOUNCE_MS);
  const [adding, setAdding] = useState(false);
  // Once opened, the add panel stays mounted (its closing animation, its discard question).
  const [addOpened, setAddOpened] = useState(false);
  if (adding && !addOpened) setAddOpened(true);

  useEffect(() => {
    if (debounced.trim() === searchQuery) return;
    updateParams(
      (next) => {
        if (debounced.trim()) next.set('searchQuery', debounced.trim());
        else next.delete('searchQuery');
        next.delete('page');
      },
      { replace: true },
    );
  }, [debounced, searchQuery, updateParams]);

  const query = useTenantTasksQuery(tenantId, { searchQuery: searchQuery || null, page });
  const pages = Math.ceil((query.data?.total ?? 0) / TASKS_PAGE_SIZE);

  const open = (task: Task) =>
    updateParams((next) => {
      next.set('section', 'tasks');
      next.set('task', task.taskId);
      next.delete('from');
    });

  const closeDetail = () =>
    updateParams((next) => {
      next.delete('task');
      next.delete('from');
      next.set('section', 'tasks');
    });

  const setPage = (value: number) =>
    updateParams((next) => (value > 1 ? next.set('page', String(value)) : next.delete('page')));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          Tareas de seguimiento
        </Title>
        <Group gap="xs">
          <ActionIcon
            variant={searchOpen ? 'light' : 'default'}
            size="lg"
            aria-label={searchOpen ? 'Cerrar búsqueda' : 'Buscar tareas'}
            aria-expanded={searchOpen}
            onClick={() => {
              if (searchOpen) setText('');
              setSearchOpen(!searchOpen);
            }}
          >
            {searchOpen ? <IconX size={18} /> : <IconSearch size={18} />}
          </ActionIcon>
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setAdding(true)}
            onPointerEnter={() => void loadAddTaskDrawer().catch(() => undefined)}
            onFocus={() => void loadAddTaskDrawer().catch(() => undefined)}
          >
            Agregar tarea
          </Button>
        </Group>
      </Group>
      {searchOpen && (
        <TextInput
          aria-label="Buscar tareas"
          placeholder="Buscar por título o descripción"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          maxLength={100}
          autoFocus
        />
      )}

      {query.isPending ? (
        <ListSkeleton label="Cargando tareas" height={120} radius="md" />
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <EmptyState>{EMPTY_TASKS}</EmptyState>
      ) : (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {query.data.items.map((task) => (
            <TaskCard key={task.taskId} task={task} onOpen={open} />
          ))}
          {pages > 1 && (
            <Center>
              <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
            </Center>
          )}
        </Stack>
      )}

      {addOpened && (
        <Suspense fallback={null}>
          <AddTaskDrawer
            tenantId={tenantId}
            opened={adding}
            onClose={() => setAdding(false)}
            onCreated={() => {
              setAdding(false);
              onTasksChanged?.();
            }}
          />
        </Suspense>
      )}
      {taskId && (
        <Suspense fallback={null}>
          <TaskDetailPanel tenantId={tenantId} taskId={taskId} onClose={closeDetail} onChanged={onTasksChanged} />
        </Suspense>
      )}
    </Stack>
  );
}
