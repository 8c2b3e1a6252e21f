// Mantine styles of the calendar page and of the visit form it opens.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { useQuery } from '@tanstack/react-query';
import type { Task } from '@vitrina/contract/schemas/task';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { calendarTasksQueryOptions } from '../../features/tasks/api/calendar-tasks-options';
import { CalendarTaskBlock } from '../../features/tasks/components/calendar-task-block';
import { CalendarPage, type CalendarExtra } from '../../features/visits/components/calendar-page';
import { dayOf } from '../../features/visits/lib/calendar-period';
import { periodRange, readPeriod } from '../../features/visits/lib/calendar-range';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';

// The task panel (its form, date picker and attachments) loads when a task is opened.
const TaskDetailPanel = lazy(() => import('../../features/tasks/components/task-detail-panel').then((m) => ({ default: m.TaskDetailPanel })));

/**
 * /calendar, 'Agenda' in the sidebar: the visits of the period, and the tasks due in it, drawn
 * apart; a task opens in its panel (`task` and `tenant` in the URL, as on /tasks).
 */
export function CalendarRoute() {
  useDocumentTitle('Agenda');
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const { view, date } = readPeriod(params);
  const tasks = useQuery(calendarTasksQueryOptions(periodRange(view, date)));
  const taskId = params.get('task');
  const tenantId = params.get('tenant');

  const openTask = (task: Task) =>
    updateParams((next) => {
      next.set('task', task.taskId);
      next.set('tenant', task.tenant.tenantId);
    });
  const closeTask = () =>
    updateParams((next) => {
      next.delete('task');
      next.delete('tenant');
      next.delete('from');
    });

  const items: CalendarExtra[] | undefined = tasks.data?.map((task) => ({
    key: `task-${task.taskId}`,
    day: dayOf(task.expiredAt),
    render: (compact) => <CalendarTaskBlock task={task} onOpen={openTask} compact={compact} />,
  }));

  return (
    <>
      <CalendarPage
        extras={{
          items,
          pending: tasks.isPending,
          error: tasks.isError,
          retrying: tasks.isFetching,
          retry: () => void tasks.refetch(),
        }}
      />
      {taskId && tenantId && (
        <Suspense fallback={null}>
          <TaskDetailPanel tenantId={tenantId} taskId={taskId} onClose={closeTask} onChanged={() => void tasks.refetch()} />
        </Suspense>
      )}
    </>
  );
}
