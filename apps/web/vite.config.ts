import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootPreload } from './scripts/boot-preload';
import { signedInGroups } from './scripts/chunk-groups';
import { themeVariables } from './scripts/theme-variables';

const apiTarget = 'http://localhost:3000';
const MANTINE_STYLES = /[\\/]@mantine[\\/][a-z]+[\\/]styles(\.css|[\\/])/;
/** The stylesheets /login needs, in the entry chunk. */
const FIRST_SCREENS_STYLES = 'src/app/styles.ts';
/** The app's own plain stylesheets that signed-in-styles.ts adds to Mantine's (no file of their own). */
const SIGNED_IN_OWN_STYLES = /[\\/]src[\\/]app[\\/]shell[\\/][a-z-]+\.css$/;
/** The stylesheets of the signed-in pages, loaded with their guard (one file). */
const SIGNED_IN_STYLES = 'src/app/signed-in-styles.ts';

/**
 * The served app reads its run-time settings from the page the API writes (plugins/web.ts,
 * `data-config`); Vite's dev server serves index.html as it is, so there they come from the API's
 * /runtime-config.js (proxied below), loaded before the entry.
 */
const devRuntimeConfig = (): Plugin => ({
  name: 'vitrina:dev-runtime-config',
  apply: 'serve',
  transformIndexHtml: () => [{ tag: 'script', attrs: { src: '/runtime-config.js' }, injectTo: 'head-prepend' }],
});

export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => ({
  plugins: [react(), themeVariables(), bootPreload(), devRuntimeConfig()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser an agent uses (Chrome on Android first) knows <link rel="modulepreload">; the
    // polyfill only weighed on /login's first chunk (issue 15).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every component stylesheet of app/signed-in-styles.ts that the first screens do not
              // load goes in one file, fetched with the signed-in pages, not in one small file per
              // component. One it does not list (the date pickers') comes with the chunk that uses it.
              name: (id, ctx) => {
                const importers = ctx.getModuleInfo(id)?.importers ?? [];
                return (MANTINE_STYLES.test(id) || SIGNED_IN_OWN_STYLES.test(id)) &&
                  importers.some((importer) => importer.endsWith(SIGNED_IN_STYLES)) &&
                  !importers.some((importer) => importer.endsWith(FIRST_SCREENS_STYLES))
                  ? 'mantine-styles'
                  : null;
              },
            },
            // Fewer, larger chunks for the signed-in pages (scripts/chunk-groups.ts says how).
            ...(command === 'build' && !isSsrBuild ? [{ name: await signedInGroups(), includeDependenciesRecursively: false }] : []),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/rest': { target: apiTarget, changeOrigin: true },
      '/hub': { target: apiTarget, changeOrigin: true, ws: true },
      '/runtime-config.js': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
  },
}));
