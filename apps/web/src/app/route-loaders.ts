import type { Params } from 'react-router';
import { customerEditForm } from '../features/customers/lib/customer-edit-form-chunk';
import { customerLookup, loadCustomerFormCode } from '../features/customers/lib/customer-form-code';
import { getAccessToken } from '../lib/access-token';
import { requestEarly } from '../lib/api-client';
import { noteFirstScreenQueries } from './first-screen-data';
import { accountQueries, calendarQueries, customerEditQueries, customerFormQueries, customerQueries, customersQueries, dashboardQueries, editorQueries, onboardingQueries, propertiesQueries, shellQueries, tasksQueries, type FirstQuery } from './first-requests';

/**
 * Route loaders that send a signed-in page's first requests while its code loads (issue 15: a
 * cold page's waterfall was 5 round trips deep, its requests waiting for its code and for the
 * session look-up, which the auth provider sends as the app starts). React Router runs a route's
 * static loader beside its `lazy()`. Each loader runs the page's own queries (first-requests.ts,
 * the query options the page's blocks use) through `requestEarly`: the page's identical request
 * takes the answer in flight, so it loads, fails and retries exactly as before, one request each.
 * Loaders return at once and start nothing without a token.
 */
type Loader = (args: { request: Request; params?: Params }) => null;

function signedIn(start: (url: URL, params: Params) => void): Loader {
  return ({ request, params = {} }) => {
    if (getAccessToken()) start(new URL(request.url), params);
    return null;
  };
}

/** Sends the GET request of each query now, as its page will (the page reads the answers). */
function startQueries(queries: FirstQuery[]): void {
  // Nothing aborts a request started early: the page's query takes it, or it is dropped.
  const signal = new AbortController().signal;
  noteFirstScreenQueries(queries);
  requestEarly(() => Promise.all(queries.map((query) => query.queryFn?.({ queryKey: query.queryKey, signal }))));
}

/** The shell: the onboarding checklist and the publishing panel (the hub's client waits for the first paint, lib/socket-client.ts). */
export const startShell = signedIn(() => startQueries(shellQueries()));

/** The dashboard's blocks. */
export const startDashboard = signedIn(() => startQueries(dashboardQueries()));

/** /account: the providers of its default section. */
export const startAccount = signedIn((url) => startQueries(accountQueries(url)));

/** The customer list: the page of the URL's filters (its Venezuelan phones need no library, format-phone.ts). */
export const startCustomers = signedIn((url) => startQueries(customersQueries(url)));

/** /tasks: the page of tasks of the URL. */
export const startTasks = signedIn((url) => startQueries(tasksQueries(url)));

/** /calendar: the visits of the URL's period. */
export const startCalendar = signedIn((url) => startQueries(calendarQueries(url)));

/** /properties: the listings of the URL and the property types. */
export const startProperties = signedIn((url) => startQueries(propertiesQueries(url)));

/** A customer's view: the customer. */
export const startCustomerView = signedIn((_url, { slug = '' }) => startQueries(customerQueries(slug)));

/** 'Agregar cliente': the form's states, its code that is not in the page's chunk, and the look-up. */
export const startCustomerCreate = signedIn(() => {
  startQueries(customerFormQueries());
  loadCustomerFormCode();
  customerLookup.load().catch(() => undefined);
});

/** A customer's edit page: the customer its form opens with, the form's states, and the form's code. */
export const startCustomerEdit = signedIn((_url, { slug = '' }) => {
  startQueries(customerEditQueries(slug));
  customerEditForm.load().catch(() => undefined);
  loadCustomerFormCode();
});

/**
 * The property editor: the draft and the open tool's catalogues, beside the route's code; they
 * waited for the editor to mount (issue 15). The open tool's code starts as the editor mounts
 * (tool-loaders.ts): started here, the list of the tool's files would weigh on the router's chunk,
 * which every signed-in page loads.
 */
export const startEditor = signedIn((url, { propertyDraftId = '' }) => startQueries(editorQueries(propertyDraftId, url)));

/** /onboarding: the milestones, which say the step to open; they waited for the page's code (issue 15). */
export const startOnboarding = signedIn(() => startQueries(onboardingQueries()));

/** A loader runs when its page is entered, not again when the query string changes (the page asks itself). */
export const enterOnly = () => false;
