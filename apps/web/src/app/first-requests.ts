import { listFiltersFromUrl } from '../components/property-list/list-filters';
import { tenantQueryOptions } from '../features/customers/api/tenant-options';
import { tenantsQueryOptions } from '../features/customers/api/tenants-options';
import { tenantFiltersFromUrl } from '../features/customers/lib/tenant-filters';
import { draftQueryOptions } from '../features/property-editor/api/draft-options';
import { sectionFrom } from '../features/property-editor/lib/completion';
import { TOOL_CATALOGUES } from '../features/property-editor/lib/tool-catalogues';
import { pendingDraftQueryOptions } from '../features/dashboard/api/pending-draft-options';
import { upcomingTasksQueryOptions, upcomingWindow } from '../features/dashboard/api/upcoming-tasks-options';
import { matchAlertsQueryOptions } from '../features/matching/api/match-alerts-options';
import { connectedProvidersQueryOptions } from '../features/media-providers/api/connected-providers';
import { mediaProvidersQueryOptions } from '../features/media-providers/api/media-providers-options';
import { milestonesQueryOptions } from '../features/milestones/api/milestones-options';
import { publishingDraftsQueryOptions } from '../features/publishing-panel/api/publishing-drafts-options';
import { propertiesQueryOptions } from '../features/properties/api/properties-options';
import { countryStatesQueryOptions } from '../lib/country-catalogue-options';
import { propertyTypesQueryOptions } from '../lib/property-catalogue-options';
import { agentTaskFiltersFromUrl, agentTasksQueryOptions } from '../features/tasks/api/agent-tasks-options';
import { calendarTasksQueryOptions } from '../features/tasks/api/calendar-tasks-options';
import { eventsQueryOptions, todayVisitsQueryOptions } from '../features/visits/api/events-options';
import { periodRange, readPeriod } from '../features/visits/lib/calendar-range';

/**
 * The queries each signed-in page asks for on its first screen, as the page's own blocks ask for
 * them (the same query options their hooks use). The route loaders (route-loaders.ts) start
 * exactly these while the page's code downloads, so a block added to a page must have its query
 * listed here: route-loaders.test.tsx renders each page and fails on a first request that its
 * loader did not start (it would make the page a round trip deeper, issue 15).
 *
 * This module is in the first chunk: the query options it lists must not import dayjs, Mantine
 * components or the pages' code.
 */
export interface FirstQuery {
  queryKey: readonly unknown[];
  /** The query's own fetcher; it must reach `apiRequest` without awaiting anything first. */
  queryFn?(context: { queryKey: readonly unknown[]; signal: AbortSignal; meta?: unknown }): unknown;
  /** How long its answer stays fresh, when the query says (first-screen-data.ts leaves 0 to the page). */
  staleTime?: unknown;
}

/** The shell around every signed-in page: the onboarding checklist and the publishing panel. */
export const shellQueries = (): FirstQuery[] => [milestonesQueryOptions, publishingDraftsQueryOptions];

/** The dashboard: 'Visitas de hoy', 'Tareas pendientes', 'Continúa publicando', 'Nuevas coincidencias'. */
export const dashboardQueries = (now: Date = new Date()): FirstQuery[] => [
  todayVisitsQueryOptions(now),
  upcomingTasksQueryOptions(upcomingWindow(now)),
  pendingDraftQueryOptions,
  matchAlertsQueryOptions,
];

/** The customer list: the page of the URL's filters. */
export const customersQueries = (url: URL): FirstQuery[] => [tenantsQueryOptions(tenantFiltersFromUrl(url.searchParams))];

/** /tasks: the page of the URL's tab, search, status and page. */
export const tasksQueries = (url: URL): FirstQuery[] => [agentTasksQueryOptions(agentTaskFiltersFromUrl(url.searchParams))];

/** /properties: the listings of the URL's filters and page, and the property types they name. */
export const propertiesQueries = (url: URL): FirstQuery[] => [propertyTypesQueryOptions, propertiesQueryOptions(listFiltersFromUrl(url.searchParams))];

/** /calendar: the visits and the tasks due in the URL's view and day (this month by default). */
export const calendarQueries = (url: URL): FirstQuery[] => {
  const { view, date } = readPeriod(url.searchParams);
  const period = periodRange(view, date);
  return [eventsQueryOptions(period), calendarTasksQueryOptions(period)];
};

/** A customer's view page: the customer of the URL's slug. */
export const customerQueries = (slug: string): FirstQuery[] => [tenantQueryOptions(slug)];

/** The customer form ('Agregar cliente'): the states of its address select. */
export const customerFormQueries = (): FirstQuery[] => [countryStatesQueryOptions];

/** A customer's edit page: the customer of the URL's slug, and the form's states. */
export const customerEditQueries = (slug: string): FirstQuery[] => [...customerQueries(slug), ...customerFormQueries()];

/**
 * The property editor: the draft, and the catalogues of the tool the URL opens (not in the
 * preview). The open tool's code starts as the editor mounts.
 */
export const editorQueries = (propertyDraftId: string, url: URL): FirstQuery[] => [
  draftQueryOptions(propertyDraftId),
  ...(url.searchParams.get('mode') === 'preview' ? [] : (TOOL_CATALOGUES[sectionFrom(url.searchParams.get('section'))] ?? [])),
];

/**
 * /account: its default section ('Integraciones') lists the providers. The agent's connections are
 * asked for only once providers exist (spec 3 §4), so they are the page's to ask.
 */
export const accountQueries = (url: URL): FirstQuery[] => (url.searchParams.get('section') === 'profile' ? [] : [mediaProvidersQueryOptions]);

/** /onboarding: the milestones (the step to open, and each step's check) and the agent's connections (step 3's count). */
export const onboardingQueries = (): FirstQuery[] => [milestonesQueryOptions, connectedProvidersQueryOptions];
