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

// For the record: code that the sign-in form loads later, on first focus (zod and the schemas).
const before = new Set(files);
const loginClosure = [];
(function walk(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key] || key === 'index.html') return;
  seen.add(key);
  loginClosure.push(key);
  for (const imported of manifest[key].imports ?? []) walk(imported, seen);
})(loginKey);
for (const key of loginClosure) {
  for (const dynamic of manifest[key].dynamicImports ?? []) {
    if (!/toast-container|sentry-envelope|routes\//.test(dynamic)) collect(dynamic);
  }
}
let deferred = 0;
for (const file of files) if (!before.has(file)) deferred += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
console.log(`+ ${(deferred / 1024).toFixed(2)} KB gzipped of form validation, loaded on first focus of the sign-in form`);
