/**
 * `npm run lint:openapi`: builds the app in this process (in-memory database, no network, nothing
 * listening), writes its OpenAPI document to a temporary file and runs Redocly's lint on it with
 * the repository's redocly.yaml. Exits with Redocly's code, so CI fails on an error.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-openapi-'));
let code = 1;
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    API_KEY: 'openapi-lint',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://vitrina.invalid',
    WEB_DIST_DIR: path.join(dir, 'no-web'),
  });
  const database = await openDatabase({ databaseUrl: null, dataDir: ':memory:' });
  const app = await buildApp({ config, database, mailer: { send: async () => undefined, close: () => undefined } });
  await app.ready();
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
  await app.close();
  await database.close();
  const redocly = spawnSync('npx', ['redocly', 'lint', file, '--config', path.join(root, 'redocly.yaml')], { stdio: 'inherit', cwd: root });
  code = redocly.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
