import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = 'http://localhost:3000';
const MANTINE_STYLES = /[\\/]@mantine[\\/][a-z]+[\\/]styles(\.css|[\\/])/;
/** The stylesheets /login needs, in the entry chunk. */
const FIRST_SCREENS_STYLES = 'src/app/styles.ts';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every component stylesheet the first screens do not load goes in one file, fetched
              // with the signed-in pages (app/signed-in-styles.ts), not in one small file per component.
              name: (id, ctx) =>
                MANTINE_STYLES.test(id) && !ctx.getModuleInfo(id)?.importers.some((importer) => importer.endsWith(FIRST_SCREENS_STYLES))
                  ? 'mantine-styles'
                  : null,
            },
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
});
