import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadAppRoutes } from './app/app';
import { isStandaloneLogin } from './app/standalone-login';

// The router's code is on its way already (index.html's boot script preloads it beside this file);
// a signed-out visitor on /login gets the sign-in screen first and the router after (issue 15).
const routes = isStandaloneLogin() ? null : loadAppRoutes();

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of one task of 30 to 90 ms (issue 15).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App routes={routes} />
      </StrictMode>,
    ),
  );
}
