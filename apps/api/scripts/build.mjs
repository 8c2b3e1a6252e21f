// Bundles the server into dist/server.js, so `npm start` runs plain JavaScript on Node without a
// TypeScript loader. Our code and the contract's are bundled; every npm package stays an import
// Node resolves from node_modules (native parts like sharp and PGlite's WebAssembly stay theirs).
import { build } from 'esbuild';

const ours = /^@vitrina\//;

const result = await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (ours.test(args.path) ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`API bundled into dist/server.js (${(bytes / 1024).toFixed(0)} KB with its source map)`);
