import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { Splash } from '../components/splash';
import { appQueryClient } from './app-query-client';
import { fillFirstScreen } from './first-screen-data';
import { HomeRedirect } from './guards/home-redirect';
import { enterOnly, startAccount, startCalendar, startCustomerCreate, startCustomerEdit, startCustomers, startCustomerView, startDashboard, startEditor, startOnboarding, startProperties, startShell, startTasks } from './route-loaders';
import { UnauthOnly } from './guards/unauth-only';
import { RouterNavigation } from './router-navigation';
import { NotFoundRoute } from './routes/not-found-route';
import { ServerErrorRoute } from './routes/server-error-route';

function dataDelete(path: string, network: 'instagram' | 'facebook', instructions: boolean): RouteObject {
  return {
    path,
    lazy: () =>
      import('./routes/data-delete-route').then((m) => ({
        Component: () => <m.DataDeleteRoute network={network} instructions={instructions} />,
      })),
  };
}

/**
 * The route table of spec 1 §2.1 with its guards (§2.2); every page is its own chunk. A `loader`
 * (route-loaders.ts) sends a page's first requests while its code loads.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RouterNavigation />,
    errorElement: <ServerErrorRoute />,
    hydrateFallbackElement: <Splash />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <UnauthOnly />,
        children: [
          { path: 'login', lazy: () => import('./routes/login-route').then((m) => ({ Component: m.LoginRoute })) },
          { path: 'signup', lazy: () => import('./routes/signup-route').then((m) => ({ Component: m.SignupRoute })) },
          {
            path: 'password-reset',
            lazy: () => import('./routes/password-reset-route').then((m) => ({ Component: m.PasswordResetRoute })),
          },
        ],
      },
      {
        // Its chunk brings every stylesheet the signed-in pages need (app/signed-in-styles.ts).
        lazy: () => import('./guards/require-auth').then((m) => ({ Component: m.RequireAuth })),
        children: [
          {
            path: 'onboarding',
            loader: startOnboarding,
            shouldRevalidate: enterOnly,
            lazy: () => import('./routes/onboarding-route').then((m) => ({ Component: m.OnboardingRoute })),
          },
          {
            path: 'oauth/authorize/instagram',
            lazy: () => import('./routes/oauth-callback-route').then((m) => ({ Component: m.InstagramCallbackRoute })),
          },
          {
            path: 'oauth/authorize/facebook',
            lazy: () => import('./routes/oauth-callback-route').then((m) => ({ Component: m.FacebookCallbackRoute })),
          },
          {
            // An invitation link (issue 11): accepts it and opens the listing.
            path: 'invitations/:token',
            lazy: () => import('./routes/invitation-route').then((m) => ({ Component: m.InvitationRoute })),
          },
          {
            // Full screen, outside the shell.
            path: 'property-editor/:propertyDraftId/create',
            loader: startEditor,
            shouldRevalidate: enterOnly,
            lazy: () => import('./routes/property-editor-route').then((m) => ({ Component: m.PropertyEditorRoute })),
          },
          {
            loader: startShell,
            shouldRevalidate: enterOnly,
            lazy: () => import('./shell/app-shell-layout').then((m) => ({ Component: m.AppShellLayout })),
            children: [
              {
                path: 'dashboard',
                loader: startDashboard,
                shouldRevalidate: enterOnly,
                lazy: () => import('./routes/dashboard-route').then((m) => ({ Component: m.DashboardRoute })),
              },
              {
                path: 'tasks',
                loader: startTasks,
                shouldRevalidate: enterOnly,
                lazy: () => import('./routes/tasks-route').then((m) => ({ Component: m.TasksRoute })),
              },
              {
                path: 'calendar',
                loader: startCalendar,
                shouldRevalidate: enterOnly,
                lazy: () => import('./routes/calendar-route').then((m) => ({ Component: m.CalendarRoute })),
              },
              {
                path: 'account/*',
                loader: startAccount,
                shouldRevalidate: enterOnly,
                lazy: () => import('./routes/account-route').then((m) => ({ Component: m.AccountRoute })),
              },
              {
                path: 'properties',
                children: [
                  {
                    index: true,
                    loader: startProperties,
                    shouldRevalidate: enterOnly,
                    lazy: () => import('./routes/properties-routes').then((m) => ({ Component: m.PropertiesListRoute })),
                  },
                  { path: 'drafts', lazy: () => import('./routes/properties-routes').then((m) => ({ Component: m.DraftsListRoute })) },
                  { path: 'drafts/create', lazy: () => import('./routes/properties-routes').then((m) => ({ Component: m.DraftCreateRoute })) },
                  {
                    path: 'drafts/:propertyDraftId/invite',
                    lazy: () => import('./routes/invite-route').then((m) => ({ Component: m.InviteRoute })),
                  },
                  {
                    path: 'drafts/:propertyDraftId/publishing',
                    lazy: () => import('./routes/properties-routes').then((m) => ({ Component: m.DraftPublishingRoute })),
                  },
                  {
                    path: 'view/:slug/:propertyId',
                    lazy: () => import('./routes/property-view-route').then((m) => ({ Component: m.PropertyViewRoute })),
                  },
                  { path: '*', element: <NotFoundRoute /> },
                ],
              },
              {
                path: 'customers',
                children: [
                  {
                    index: true,
                    loader: startCustomers,
                    shouldRevalidate: enterOnly,
                    lazy: () => import('./routes/customers-list-route').then((m) => ({ Component: m.CustomersListRoute })),
                  },
                  {
                    path: 'create',
                    loader: startCustomerCreate,
                    shouldRevalidate: enterOnly,
                    lazy: () => import('./routes/customers-create-route').then((m) => ({ Component: m.CustomersCreateRoute })),
                  },
                  {
                    path: 'view/:slug',
                    loader: startCustomerView,
                    shouldRevalidate: enterOnly,
                    lazy: () => import('./routes/customers-view-route').then((m) => ({ Component: m.CustomersViewRoute })),
                  },
                  {
                    path: 'edit/:slug',
                    loader: startCustomerEdit,
                    shouldRevalidate: enterOnly,
                    lazy: () => import('./routes/customers-edit-route').then((m) => ({ Component: m.CustomersEditRoute })),
                  },
                  { path: '*', element: <NotFoundRoute /> },
                ],
              },
            ],
          },
        ],
      },
      { path: 'logout', lazy: () => import('./routes/logout-route').then((m) => ({ Component: m.LogoutRoute })) },
      dataDelete('instagram/data-delete', 'instagram', false),
      dataDelete('instagram/data-delete/instructions', 'instagram', true),
      dataDelete('facebook/data-delete', 'facebook', false),
      dataDelete('facebook/data-delete/instructions', 'facebook', true),
      // Public legal pages, linked from sign-up (they open in a new tab there).
      { path: 'terms', lazy: () => import('./routes/legal-route').then((m) => ({ Component: m.TermsRoute })) },
      { path: 'privacy', lazy: () => import('./routes/legal-route').then((m) => ({ Component: m.PrivacyRoute })) },
      // Also the 500 page's fallback for 404 responses, so it is in the main chunk (it is small).
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * The app's pages at the browser's URL: the router starts (its loaders' requests leave) now. The
 * view comes once the router has its first page (the page's code evaluated, its loaders run):
 * main.tsx draws the first screen then, so it is the page itself rather than the router's splash
 * for the ~0.3 s that code takes (issue 15), and leaving the sign-in screen keeps it until then.
 */
export function startAppRoutes(): Promise<ReactNode> {
  // The first page's answers go into the query cache first, so its first frame has its rows.
  return viewWhenReady(createAppRouter()).then((view) => fillFirstScreen(appQueryClient()).then(() => view));
}

/** The router's view, given once the router has its first page (its lazy code loaded, its loaders run). */
export function viewWhenReady(router: DataRouter): Promise<ReactNode> {
  const view = <RouterProvider router={router} />;
  if (router.state.initialized) return Promise.resolve(view);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(view);
    });
  });
}
