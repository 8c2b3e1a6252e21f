/**
 * The GET requests index.html's boot script sends for a signed-in page while the page is parsed
 * (`data-fetch`, @vitrina/contract/web-boot), a round trip before the page's route loaders could:
 * each path's first requests that depend on the path alone (not on a query string, and not on
 * today's date, as the dashboard's and the calendar's do). The page takes their answers as it takes
 * its loaders'. A `:name` segment of a path fills the same name in its URLs.
 *
 * boot-requests.test.ts holds each list to the requests the app's route loaders start for its
 * page. No imports: the web build's boot-preload plugin (scripts/boot-preload.ts) reads it in node.
 */
const SHELL = ['/rest/v1/tasks-completed?limit=100', '/rest/v1/property-drafts?statuses=2&limit=20'];
const CUSTOMER = '/rest/v1/tenants/slug/:slug';
const STATES = '/rest/v1/country-states?limit=100';

export const BOOT_REQUESTS: Record<string, string[]> = {
  '/dashboard': SHELL,
  '/customers': [...SHELL, '/rest/v1/tenants?status=1&limit=18'],
  '/customers/create': [...SHELL, STATES],
  '/customers/view/:slug': [...SHELL, CUSTOMER],
  '/customers/edit/:slug': [...SHELL, CUSTOMER, STATES],
  '/tasks': [...SHELL, '/rest/v1/agents/tasks?due=all&orderBy=dueDate&orderType=asc&limit=20'],
  '/calendar': SHELL,
  '/account': [...SHELL, '/rest/v1/media-providers'],
  '/properties': [...SHELL, '/rest/v1/property-types?limit=100', '/rest/v1/properties?statuses=2%2C3%2C4%2C5&limit=16'],
  '/property-editor/:propertyDraftId/create': ['/rest/v1/property-drafts/:propertyDraftId', '/rest/v1/property-types?limit=100'],
  '/onboarding': ['/rest/v1/tasks-completed?limit=100', '/rest/v1/media-providers/agents'],
};
