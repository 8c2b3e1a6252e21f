// Gzip size of what /login loads: index.html's entry chunk with its static imports and CSS,
// plus the lazy chunk(s) of the login route with theirs. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const LIMIT_KB = 170;

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect('index.html');
const loginKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/login-route.tsx'));
if (!loginKey) throw new Error('login route chunk not found in the manifest');
collect(loginKey);

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return { file, gzipKB: +(size / 1024).toFixed(2) };
});
rows.sort((a, b) => b.gzipKB - a.gzipKB);
console.table(rows);
const totalKB = total / 1024;
console.log(`/login loads ${totalKB.toFixed(2)} KB gzipped (budget ${LIMIT_KB} KB)`);
if (totalKB > LIMIT_KB) process.exitCode = 1;
