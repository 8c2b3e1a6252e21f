import { fetchTenants } from '../features/customers/api/tenants';
import { tenantFiltersFromUrl } from '../features/customers/lib/tenant-filters';
import { loadPhoneFormatter } from '../features/customers/lib/phone-formatter';
import { fetchPendingDraft } from '../features/dashboard/api/pending-draft';
import { fetchUpcomingTasks, upcomingWindow } from '../features/dashboard/api/upcoming-tasks';
import { fetchMilestones } from '../features/milestones/api/milestones';
import { fetchPublishingDrafts } from '../features/publishing-panel/api/publishing-drafts';
import { fetchEvents } from '../features/visits/api/events';
import { getAccessToken } from '../lib/access-token';
import { requestEarly } from '../lib/api-client';
import { caracasDayStart } from '../lib/caracas-day';
import { loadSocketClient } from '../lib/socket-client';

/**
 * Route loaders that send a signed-in page's first requests while its code loads (issue 15: a
 * cold page's waterfall was 5 round trips deep, its requests waiting for its code and for the
 * session look-up, which the auth provider sends as the app starts). React Router runs a route's static loader beside its `lazy()`. Each loader
 * calls the page's own fetchers, as the page will, through `requestEarly`: the page's identical
 * request takes the answer in flight, so it loads, fails and retries exactly as before, one
 * request each. Loaders return at once and start nothing without a token. A page that adds a
 * request to its first screen should start it here too.
 */
type Loader = (args: { request: Request }) => null;

function signedIn(start: (url: URL) => void): Loader {
  return ({ request }) => {
    if (getAccessToken()) start(new URL(request.url));
    return null;
  };
}

/** The shell: the onboarding checklist, the publishing panel, and the hub's client. */
export const startShell = signedIn(() => {
  requestEarly(() => Promise.all([fetchMilestones(), fetchPublishingDrafts()]));
  loadSocketClient().catch(() => undefined);
});

/** The dashboard: the next tasks, the pending draft and 'Visitas de hoy' (today in Caracas, [from, to)). */
export const startDashboard = signedIn(() => {
  const now = new Date();
  const today = { from: new Date(caracasDayStart(now)).toISOString(), to: new Date(caracasDayStart(now, 1)).toISOString() };
  requestEarly(() => Promise.all([fetchUpcomingTasks(upcomingWindow(now)), fetchPendingDraft(), fetchEvents(today)]));
});

/** The customer list: the page of the URL's filters, and the phone formatter its cards use. */
export const startCustomers = signedIn((url) => {
  requestEarly(() => fetchTenants(tenantFiltersFromUrl(url.searchParams)));
  loadPhoneFormatter().catch(() => undefined);
});

/** A loader runs when its page is entered, not again when the query string changes (the page asks itself). */
export const enterOnly = () => false;
