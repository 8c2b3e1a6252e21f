import { Badge, Center, Group, Pagination, Select, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TASK_DUE_TABS, TASKS_PAGE_SIZE, taskStatusLabels, type TaskDueTab } from '@vitrina/contract/enums/task';
import type { Task } from '@vitrina/contract/schemas/task';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type SearchParamsChange, useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/load-error/load-error';
import { agentTaskFiltersFromUrl, DEFAULT_TASK_TAB, useAgentTasksQuery } from '../api/agent-tasks';
import { IconSearch } from './icons';
import { TaskRow } from './task-row';
import { TASK_SEARCH_DEBOUNCE_MS } from './tasks-tab';

// The task panel (its form, date picker and attachments) loads when a task is opened (issue 15).
const TaskDetailPanel = lazy(() => import('./task-detail-panel').then((m) => ({ default: m.TaskDetailPanel })));

export const TASK_TAB_LABELS: Record<TaskDueTab, string> = { overdue: 'Vencidas', today: 'Hoy', upcoming: 'Próximas', all: 'Todas' };

const EMPTY: Record<TaskDueTab, string> = {
  overdue: 'No tienes tareas vencidas',
  today: 'No tienes tareas para hoy',
  upcoming: 'No tienes tareas próximas',
  all: 'No se han encontrado tareas en este momento',
};
export const EMPTY_FILTERED = 'Ninguna tarea coincide con la búsqueda';

const statusOptions = [
  { value: '', label: 'Todos los estados' },
  ...Object.entries(taskStatusLabels).map(([value, label]) => ({ value, label })),
];

/** The agent's task page /tasks: Vencidas, Hoy, Próximas and Todas, search and status in the URL, paged. */
export function TasksPage() {
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const filters = agentTaskFiltersFromUrl(params);
  const { due: tab, status, page } = filters;
  const searchQuery = filters.searchQuery ?? '';
  const taskId = params.get('task');
  const tenantId = params.get('tenant');
  const [text, setText] = useState(searchQuery);
  const [debounced] = useDebouncedValue(text, TASK_SEARCH_DEBOUNCE_MS);

  const update = (change: SearchParamsChange, replace = false) => updateParams(change, { replace });

  const commitSearch = useEffectEvent((value: string) =>
    update((next) => {
      if (value) next.set('searchQuery', value);
      else next.delete('searchQuery');
      next.delete('page');
    }, true),
  );

  useEffect(() => {
    if (debounced.trim() !== searchQuery) commitSearch(debounced.trim());
  }, [debounced, searchQuery]);

  const query = useAgentTasksQuery(filters);
  const pages = Math.ceil((query.data?.total ?? 0) / TASKS_PAGE_SIZE);
  const counts = query.data?.counts ?? null;

  const open = (task: Task) =>
    update((next) => {
      next.set('task', task.taskId);
      next.set('tenant', task.tenant.tenantId);
    });
  const close = () =>
    update((next) => {
      next.delete('task');
      next.delete('tenant');
    });

  let body;
  if (query.isPending)
    body = <ListSkeleton label="Cargando tareas" height={104} radius="md" />;
  else if (query.isError) body = <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (query.data.items.length === 0)
    body = <EmptyState>{searchQuery || status ? EMPTY_FILTERED : EMPTY[tab]}</EmptyState>;
  else
    body = (
      <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {query.data.items.map((task) => (
          <TaskRow key={task.taskId} task={task} onOpen={open} />
        ))}
        {pages > 1 && (
          <Center>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(value) => update((next) => (value > 1 ? next.set('page', String(value)) : next.delete('page')))}
            />
          </Center>
        )}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        Tareas
      </Title>
      <Tabs
        value={tab}
        onChange={(value) =>
          update((next) => {
            next.set('tab', value ?? DEFAULT_TASK_TAB);
            next.delete('page');
          })
        }
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TASK_DUE_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              px={6}
              fz="sm"
              rightSection={
                counts ? (
                  <Badge size="xs" circle={counts[value] < 10} variant={value === 'overdue' && counts[value] > 0 ? 'filled' : 'light'} color={value === 'overdue' && counts[value] > 0 ? 'red.8' : 'gray'}>
                    {counts[value]}
                  </Badge>
                ) : undefined
              }
            >
              {TASK_TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label="Buscar"
          aria-label="Buscar tareas"
          placeholder="Título o descripción"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          maxLength={100}
          style={{ minWidth: 200 }}
        />
        <Select
          label="Estado"
          data={statusOptions}
          value={status ? String(status) : ''}
          allowDeselect={false}
          onChange={(value) =>
            update((next) => {
              if (value) next.set('status', value);
              else next.delete('status');
              next.delete('page');
            })
          }
          comboboxProps={{ withinPortal: true }}
          style={{ minWidth: 180 }}
        />
      </Group>
      {body}
      {taskId && tenantId && (
        <Suspense fallback={null}>
          <TaskDetailPanel tenantId={tenantId} taskId={taskId} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
