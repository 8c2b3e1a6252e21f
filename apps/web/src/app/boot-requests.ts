/**
 * The GET requests index.html's boot script sends for a signed-in page while the page is parsed
 * (`data-fetch`, @vitrina/contract/web-boot), a round trip before the page's route loaders could:
 * each path's first requests that depend on the path alone (not on a query string). The page takes
 * their answers as it takes its loaders'. A `:name` segment of a path fills the same name in its
 * URLs. A URL may name a day counted from today in Caracas (`{day+N}`, `{dayEnd+N}`, contract
 * web-boot.ts): only the server fills those, writing their answers into the page; without that,
 * the page's loaders send them.
 *
 * boot-requests.test.ts holds each list to the requests the app's route loaders start for its
 * page. No imports: the web build's boot-preload plugin (scripts/boot-preload.ts) reads it in node.
 */
const SHELL = ['/rest/v1/tasks-completed?limit=100', '/rest/v1/property-drafts?statuses=2&limit=20'];
const CUSTOMER = '/rest/v1/tenants/slug/:slug';
const STATES = '/rest/v1/country-states?limit=100';

export const BOOT_REQUESTS: Record<string, string[]> = {
  // Today's visits, the tasks of today and the next 30 days (UPCOMING_TASKS_LIMIT), the draft to
  // go on with, the new matches.
  '/dashboard': [
    ...SHELL,
    '/rest/v1/events?from={day+0}&to={day+1}&limit=500',
    '/rest/v1/agents/tasks?status=1&startDate={day+0}&endDate={dayEnd+30}&orderBy=dueDate&orderType=asc&limit=3',
    '/rest/v1/property-drafts?statuses=1&limit=1&withContent=true',
    '/rest/v1/match-alerts?limit=5',
  ],
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
