import path from 'node:path';
// A relative path: Vite loads its config with node, which leaves workspace packages (TypeScript) unbundled.
import { WEB_BOOT_SCRIPT, WEB_BOOT_TAG_START } from '../../../packages/contract/src/web-boot';
import { BOOT_REQUESTS } from '../src/app/boot-requests';
import type { Plugin, Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;
type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

const ROUTER = path.join('src', 'app', 'router.tsx');
const LOGIN = path.join('src', 'app', 'routes', 'login-route.tsx');
const GUARD = path.join('src', 'app', 'guards', 'require-auth.tsx');
const SIGNED_IN = [GUARD, path.join('src', 'app', 'shell', 'app-shell-layout.tsx')];
const ROUTES = path.join('src', 'app', 'routes');

/**
 * Signed-in pages whose code the boot script preloads beside the router when there is a session
 * token (issue 15, Lighthouse's LCP on them): the lazy modules router.tsx opens for them, outermost
 * first. Without it their guard, shell and page are asked for only once the entry and the router
 * have run.
 */
const PRELOADED_PAGES: Record<string, string[]> = {
  '/dashboard': [...SIGNED_IN, path.join(ROUTES, 'dashboard-route.tsx')],
  '/customers': [...SIGNED_IN, path.join(ROUTES, 'customers-list-route.tsx')],
  '/tasks': [...SIGNED_IN, path.join(ROUTES, 'tasks-route.tsx')],
  '/calendar': [...SIGNED_IN, path.join(ROUTES, 'calendar-route.tsx')],
  '/properties': [...SIGNED_IN, path.join(ROUTES, 'properties-routes.tsx')],
  '/account': [...SIGNED_IN, path.join(ROUTES, 'account-route.tsx')],
  '/customers/create': [...SIGNED_IN, path.join(ROUTES, 'customers-create-route.tsx')],
  '/customers/view/:slug': [...SIGNED_IN, path.join(ROUTES, 'customers-view-route.tsx')],
  '/customers/edit/:slug': [...SIGNED_IN, path.join(ROUTES, 'customers-edit-route.tsx')],
  '/property-editor/:propertyDraftId/create': [GUARD, path.join(ROUTES, 'property-editor-route.tsx')],
  '/onboarding': [GUARD, path.join(ROUTES, 'onboarding-route.tsx')],
};

/** A JSON value written into an attribute between double quotes. */
const attribute = (value: unknown) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function fail(message: string): never {
  throw new Error(message);
}

/** A chunk's file with every chunk it imports statically, and their stylesheets. */
function closure(bundle: Bundle, start: Chunk): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const chunk = queue.pop()!;
    if (js.includes(chunk.fileName)) continue;
    js.push(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach((file) => {
      const next = bundle[file];
      if (next?.type === 'chunk') queue.push(next);
    });
  }
  return { js, css: [...css] };
}

/**
 * index.html's boot script (issue 15; @vitrina/contract/web-boot says what it does), with the
 * files it preloads: the router's chunks (every page but a signed-out /login needs them at once, a
 * round trip earlier than the entry could ask), the sign-in screen's, and those of the signed-in
 * pages of PRELOADED_PAGES (less what the router brings), and the signed-in pages' first requests
 * (app/boot-requests.ts). Files the entry already
 * loads, or index.html already preloads, are left out. The script's text is the shared constant,
 * untouched: the server's CSP allows it by its hash.
 */
export function bootPreload(): Plugin {
  return {
    name: 'vitrina:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const bundle = (ctx.bundle ?? {}) as Bundle;
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        const of = (file: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(file)));
        const entry = chunks.find((c) => c.isEntry);
        const router = of(ROUTER);
        const login = of(LOGIN);
        if (!entry || !router || !login) throw new Error('boot preload: no entry, router or login-route chunk in the build');
        const loaded = closure(bundle, entry);
        const known = (file: string) => loaded.js.includes(file) || loaded.css.includes(file) || html.includes(`/${file}"`);
        const files = (chunk: Chunk) => {
          const { js, css } = closure(bundle, chunk);
          return [...js, ...css].filter((file) => !known(file)).map((file) => `/${file}`);
        };
        const hrefs = (chunk: Chunk) => files(chunk).join(' ');
        const routerFiles = files(router);
        const pages = Object.fromEntries(
          Object.entries(PRELOADED_PAGES).map(([page, modules]) => {
            const chunks = modules.map((module) => of(module) ?? fail(`boot preload: no chunk for ${module}`));
            const all = new Set(chunks.flatMap(files).filter((file) => !routerFiles.includes(file)));
            return [page, [...all].join(' ')];
          }),
        );
        // Before the entry's tags: a script after a stylesheet link would wait for that stylesheet.
        const script = `${WEB_BOOT_TAG_START}"${hrefs(router)}" data-login="${hrefs(login)}" data-pages="${attribute(pages)}" data-fetch="${attribute(BOOT_REQUESTS)}">${WEB_BOOT_SCRIPT}</script>\n    `;
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('boot preload: no entry script in index.html');
        return html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
