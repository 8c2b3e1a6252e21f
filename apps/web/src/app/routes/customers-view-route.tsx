import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Image.css';
import { Paper, Skeleton, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error/load-error';
import { useTenantQuery } from '../../features/customers/api/tenant';
import { tenantActivitiesQueryOptions } from '../../features/customers/api/tenant-activities';
import { ActivityTimeline } from '../../features/customers/components/activity-timeline';
import { CustomerInfo } from '../../features/customers/components/customer-info';
import { CustomerProfile } from '../../features/customers/components/customer-profile';
import { CustomerTabsList } from '../../features/customers/components/customer-tabs-list';
import { CustomerViewLayout } from '../../features/customers/components/customer-view-layout';
import { CustomerNotFound, CustomerViewSkeleton } from '../../features/customers/components/customer-view-states';
import { useViewSection, type Section } from '../../features/customers/hooks/use-view-section';
import { TasksTab } from '../../features/tasks/components/tasks-tab';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

// The notes tab (and its editor) load when the tab is opened: the customer view's first load stays within its ceiling.
const NotesTab = lazy(() => import('../../features/notes/components/notes-tab').then((m) => ({ default: m.NotesTab })));

const LABELS: Record<Section, string> = {
  information: 'Información',
  properties: 'Propiedades',
  events: 'Eventos',
  tasks: 'Tareas',
  notes: 'Notas',
  activity: 'Actividad',
};

// The 'Eventos' tab's code (the visit form) loads when the tab is opened (issue 12).
const CustomerVisits = lazy(() => import('../../features/visits/components/customer-visits').then((m) => ({ default: m.CustomerVisits })));

// The 'Propiedades' tab's code (search profile, matches, interests) loads when the tab is opened (issue 12).
const CustomerPropertiesPanel = lazy(() => import('../panels/customer-properties-panel').then((m) => ({ default: m.CustomerPropertiesPanel })));

/** The customer's profile: left column, tabs by `section`, and the activity column on wide screens. */
export function CustomersViewRoute() {
  const { slug = '' } = useParams();
  const query = useTenantQuery(slug);
  const queryClient = useQueryClient();
  const { section, select, atLeast1024, atLeast1280 } = useViewSection();
  useDocumentTitle(query.data?.fullName ?? 'Cliente');

  if (query.isPending) return <CustomerViewSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <CustomerNotFound />;
    return <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  const tenant = query.data;
  const tabs: Section[] = ['properties', 'events', 'tasks', 'notes'];
  if (atLeast1024) tabs.unshift('information');
  if (!atLeast1280) tabs.push('activity');
  const refreshActivities = () => {
    void queryClient.invalidateQueries({ queryKey: tenantActivitiesQueryOptions(tenant.tenantId).queryKey });
  };

  const panels: Record<Section, ReactNode> = {
    information: <CustomerInfo tenant={tenant} withTitle={false} />,
    properties: (
      <Suspense fallback={null}>
        <CustomerPropertiesPanel tenantId={tenant.tenantId} onInterestChanged={refreshActivities} />
      </Suspense>
    ),
    events: (
      <Suspense fallback={null}>
        <CustomerVisits tenant={tenant} onChanged={refreshActivities} />
      </Suspense>
    ),
    tasks: <TasksTab tenantId={tenant.tenantId} onTasksChanged={refreshActivities} />,
    notes: (
      <Suspense fallback={<Skeleton height={96} radius="md" />}>
        <NotesTab tenantId={tenant.tenantId} onNotesChanged={refreshActivities} />
      </Suspense>
    ),
    activity: <ActivityTimeline tenantId={tenant.tenantId} withTitle={false} />,
  };

  return (
    <CustomerViewLayout
      // From 1024 px the information is its own tab (spec 2 §2): the profile column shows it only below.
      left={<CustomerProfile tenant={tenant} withInfo={!atLeast1024} />}
      centre={
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Tabs value={section} onChange={(v) => v && select(v as Section)} keepMounted={false}>
            <CustomerTabsList tabs={tabs} labels={LABELS} active={section} />
            {(Object.keys(LABELS) as Section[]).map((key) => (
              <Tabs.Panel key={key} value={key}>
                {panels[key]}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
      }
      right={
        atLeast1280 ? (
          <Paper withBorder p="lg">
            <ActivityTimeline tenantId={tenant.tenantId} />
          </Paper>
        ) : undefined
      }
    />
  );
}
