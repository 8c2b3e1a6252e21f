import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEB_BOOT_SCRIPT } from '@vitrina/contract/web-boot';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAccessToken, saveAccessToken } from '../lib/access-token';
import { apiErrorReply, DASHBOARD_ROUTES, mockApi, mockShellApi, SHELL_ROUTES } from '../test/api-mock';
import { authorization, makeAgent } from '../test/fixtures';
import { App } from './app';
import { isStandaloneLogin } from './standalone-login';

const SRC = path.resolve(__dirname, '..');

/**
 * What a signed-out /login loads before its screen shows: main.tsx and the sign-in page's module
 * (app/standalone-login.tsx loads it), with their static imports followed through the app's own files.
 */
function entryGraph(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only (`import type` is erased; `import()` loads later).
    for (const m of code.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'([^']+)';/gm)) {
      const spec = m[1]!;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => {
        try {
          return readFileSync(f) && true;
        } catch {
          return false;
        }
      });
      if (found) visit(found);
    }
  };
  visit(path.join(SRC, 'main.tsx'));
  visit(path.join(SRC, 'app', 'routes', 'login-route.tsx'));
  return { files, packages };
}

function goTo(url: string) {
  window.history.replaceState(null, '', url);
}

afterEach(() => {
  removeAccessToken();
  goTo('/');
});

describe('the sign-in screen without the router (issue 15)', () => {
  it('keeps react-router and the route table out of what the sign-in screen loads before it shows', () => {
    const { files, packages } = entryGraph();
    expect([...files].map((f) => path.relative(SRC, f))).toContain(path.join('app', 'standalone-login.tsx'));
    expect([...files].map((f) => path.relative(SRC, f))).toContain(path.join('features', 'auth', 'components', 'sign-in-form.tsx'));
    expect([...packages].filter((p) => p.startsWith('react-router'))).toEqual([]);
    expect([...files].map((f) => path.relative(SRC, f))).not.toContain(path.join('app', 'router.tsx'));
  });

  it("preloads in index.html's boot script what the entry will open: the sign-in screen or the router", () => {
    const ROUTER = ['/assets/router-a.js'];
    const DASHBOARD = ['/assets/router-a.js', '/assets/shell-c.js', '/assets/dashboard-d.js', '/assets/shell-c.css'];
    const cases = [
      { url: '/login', token: false, standalone: true, preloaded: ['/assets/login-route-b.js'] },
      { url: '/login?continue_url=%2Fcustomers', token: false, standalone: true, preloaded: ['/assets/login-route-b.js'] },
      { url: '/login', token: true, standalone: false, preloaded: ROUTER },
      // A signed-in page named in data-pages: its own code too, with a token only (without, it is the sign-in page's turn).
      { url: '/dashboard', token: true, standalone: false, preloaded: DASHBOARD },
      { url: '/dashboard?x=1', token: true, standalone: false, preloaded: DASHBOARD },
      { url: '/dashboard', token: false, standalone: false, preloaded: ROUTER },
      { url: '/tasks', token: true, standalone: false, preloaded: ROUTER },
      // A path with a `:name` segment matches any one non-empty segment there.
      { url: '/customers/view/rosa-perez', token: true, standalone: false, preloaded: [...ROUTER, '/assets/view-e.js'] },
      { url: '/customers/view/rosa-perez/x', token: true, standalone: false, preloaded: ROUTER },
      { url: '/customers/view/', token: true, standalone: false, preloaded: ROUTER },
      { url: '/signup', token: false, standalone: false, preloaded: ROUTER },
    ];
    for (const c of cases) {
      goTo(c.url);
      if (c.token) saveAccessToken('tok-1');
      else removeAccessToken();
      document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]').forEach((l) => l.remove());
      const script = document.createElement('script');
      script.dataset.router = '/assets/router-a.js';
      script.dataset.login = '/assets/login-route-b.js';
      script.dataset.pages = JSON.stringify({
        '/dashboard': '/assets/shell-c.js /assets/dashboard-d.js /assets/shell-c.css',
        '/customers/view/:slug': '/assets/view-e.js',
      });
      script.textContent = WEB_BOOT_SCRIPT;
      document.head.appendChild(script);
      script.remove();
      const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')];
      expect(isStandaloneLogin(), c.url).toBe(c.standalone);
      expect(
        preloaded.map((l) => l.getAttribute('href')),
        c.url,
      ).toEqual(c.preloaded);
    }
  });

  it('opens the router at a link\'s target in place of the screen; back shows the sign-in page again', async () => {
    mockApi({});
    goTo('/login?continue_url=%2Fcustomers');
    render(<App routes={null} />);
    const link = await screen.findByRole('link', { name: 'Regístrate' });
    expect(link).toHaveAttribute('href', '/signup?continue_url=%2Fcustomers');
    // Awaited: the screen stays while the router's code loads (a suspended transition).
    await act(async () => link.click());

    await waitFor(() => expect(document.title).toBe('Crear mi cuenta - Vitrina Agentes'), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/signup');
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Acceder a mi cuenta' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('keeps what was typed after a failed sign-in, on the same screen', async () => {
    mockApi({ 'POST /auth/agents': apiErrorReply(404, 'EMAIL_NOT_FOUND') });
    goTo('/login');
    render(<App routes={null} />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('secreta1');
    expect(window.location.pathname).toBe('/login');
  });

  it('lands on continue_url after signing in, through the router', async () => {
    mockShellApi({ ...SHELL_ROUTES, ...DASHBOARD_ROUTES });
    mockApi({ 'POST /auth/agents': { data: makeAgent(), metadata: authorization('tok-9') } });
    goTo('/login?continue_url=%2Fdashboard');
    render(<App routes={null} />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 15_000 });
  });
});
