import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppSession, firstPageOrWait, loadAppRoutes } from './app/app';
import { isStandaloneLogin } from './app/standalone-login';

// The router's code is on its way already (index.html's boot script preloads it beside this file);
// a signed-out visitor on /login gets the sign-in screen first and the router after (issue 15).
const routes = isStandaloneLogin() ? null : loadAppRoutes();
// The session look-up leaves now, beside the router's code.
const session = createAppSession();

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of one task of 30 to 90 ms (issue 15).
  const render = () =>
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App routes={routes} session={session} />
        </StrictMode>,
      ),
    );
  // With the router, the first screen is its first page, drawn when the page is ready (or the
  // splash, should that take over a second): not the splash for the ~0.3 s the page's code takes
  // to evaluate and then the page, whose code's tasks Lighthouse counted as blocking from the
  // splash on (issue 15).
  if (routes) void firstPageOrWait(routes).then(render);
  else render();
}
