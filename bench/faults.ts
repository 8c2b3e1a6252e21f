/**
 * bench:faults — how the server holds up when things go wrong, in one run on loopback against
 * PostgreSQL (the real server entry as a child process, on a throwaway database):
 *   1. PostgreSQL restarted (`pg_ctlcluster … restart -m fast`) under concurrent writes: requests
 *      that failed, seconds until /health/ready answers 200 again, acknowledged writes missing;
 *   2. 50 concurrent task creations on one customer: errors;
 *   3. 100 concurrent wrong passwords on one account: attempts checked (401 PASSWORD_INVALID; a
 *      refused attempt answers 429);
 *   4. 10,000 malformed requests across routes: 5xx answers.
 * Prints each figure beside its target and exits 1 when one is missed.
 *
 * TEST_DATABASE_URL or BENCH_DATABASE_URL: a PostgreSQL server on this machine whose user may
 * create databases; restarting it needs root and a Debian cluster (pg_ctlcluster).
 * BENCH_WRITERS (8): concurrent writers during the restart; BENCH_MALFORMED (10000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { malformedRequests, type BadRequest } from './lib/faults-malformed';

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:faults needs PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres).');
  process.exit(2);
}
process.env.TEST_DATABASE_URL = databaseUrl; // the helpers below read it
const pgServer = await import('../apps/api/test/pg-server');

const API_KEY = 'bench-faults-key';
const WRITERS = Number(process.env.BENCH_WRITERS || 8);
const MALFORMED = Number(process.env.BENCH_MALFORMED || 10_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Line {
  label: string;
  value: string | number;
  target?: string;
  ok?: boolean;
}
const lines: Line[] = [];
const report = (label: string, value: string | number, target?: string, ok?: boolean) => {
  lines.push({ label, value, target, ok });
  const mark = ok === undefined ? '' : ok ? '  ok' : '  MISSED';
  console.log(`  ${label.padEnd(58)} ${String(value).padStart(8)}${target ? `   target ${target}` : ''}${mark}`);
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-faults-'));
const database = await pgServer.createServerDatabase('vitrina_faults');
const server = await pgServer.startServerProcess({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  API_KEY,
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  GEOCODER_URL: 'off',
  LOG_LEVEL: 'fatal',
});

async function call(method: string, url: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      'x-api-key': API_KEY,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
}

async function signUp(email: string): Promise<string> {
  const res = await call('POST', '/rest/v1/agents', { body: { firstName: 'Ana', emailAddress: email, password: 'Secreto1', acceptEmails: false } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return (await res.json()).metadata.authorization.accessToken as string;
}

let phone = 4120000000;
const tenantBody = (firstName = 'José') => ({
  firstName, lastName: 'Núñez', tenantType: 2, phoneCode: '58', phoneNumber: String(++phone), emailAddress: null,
  documentType: 1, documentNumber: '12345678', sex: 1, countryState: null, countryLocation: null, birthDate: '1985-03-02',
});

async function restartUnderLoad(token: string) {
  console.log(`\nPostgreSQL restarted (restart -m fast) under ${WRITERS} concurrent writers`);
  let cluster: { version: string; name: string };
  try {
    cluster = pgServer.clusterOfServer();
  } catch (err) {
    report('not measured', String((err as Error).message));
    lines.push({ label: 'restart', value: 'not measured', ok: false });
    return;
  }
  let running = true;
  let unavailable = 0;
  let otherFailures = 0;
  const acknowledged: string[] = [];
  const writer = async () => {
    while (running) {
      const res = await call('POST', '/rest/v1/tenants', { token, body: tenantBody() }).catch(() => null);
      if (!res) {
        otherFailures++;
        await sleep(100);
        continue;
      }
      const body = (await res.json().catch(() => ({}))) as { data?: { tenantId?: string }; metadata?: { error?: { type?: string } } };
      if (res.status === 201 && body.data?.tenantId) acknowledged.push(body.data.tenantId);
      else if (res.status === 503 && body.metadata?.error?.type === 'DATABASE_UNAVAILABLE') unavailable++;
      else otherFailures++;
      if (res.status !== 201) await sleep(50);
    }
  };
  const writers = Array.from({ length: WRITERS }, () => writer());
  await sleep(2000);
  let recovery = Number.NaN;
  try {
    await pgServer.pgCtlClusterAsync('restart', cluster);
    const back = performance.now();
    while (performance.now() - back < 30_000) {
      const res = await fetch(`${server.baseUrl}/rest/v1/health/ready`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      if (res?.status === 200) {
        recovery = (performance.now() - back) / 1000;
        break;
      }
      await sleep(50);
    }
  } catch (err) {
    pgServer.ensureClusterRunning(cluster);
    report('restart failed', String((err as Error).message).split('\n')[0]!);
  }
  await sleep(2000);
  running = false;
  await Promise.all(writers);
  const alive = server.child.exitCode === null;
  let missing = 0;
  for (const id of acknowledged) {
    const res = await call('GET', `/rest/v1/tenants/${id}`, { token }).catch(() => null);
    if (res?.status !== 200) missing++;
  }
  report('writes acknowledged (201)', acknowledged.length);
  report('failed: 503 DATABASE_UNAVAILABLE (expected while it is down)', unavailable);
  report('failed otherwise (other status, no answer)', otherFailures, '0', otherFailures === 0);
  report('server process still running', alive ? 'yes' : 'NO', 'yes', alive);
  report('recovery seconds (database back → /health/ready 200)', Number.isNaN(recovery) ? 'never' : recovery.toFixed(2), '≤ 5', recovery <= 5);
  report('acknowledged writes missing', missing, '0', missing === 0);
}

async function concurrentTasks(token: string) {
  console.log('\n50 concurrent task creations on one customer');
  const tenant = await (await call('POST', '/rest/v1/tenants', { token, body: tenantBody('Carmen') })).json();
  const tenantId = tenant.data.tenantId as string;
  const types = (await (await call('GET', '/rest/v1/tasks-types?relationship=1', { token })).json()).data as Array<{ taskTypeId: number }>;
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      call('POST', `/rest/v1/tenants/${tenantId}/tasks`, {
        token,
        body: { taskTypeId: types[0]!.taskTypeId, title: `Tarea ${i + 1}`, description: 'Confirmar la visita', priority: 2, expiredAt: new Date(Date.now() + 86_400_000).toISOString() },
      }).then((r) => r.status, () => 0),
    ),
  );
  const errors = results.filter((s) => s !== 201).length;
  report('errors', errors, '0', errors === 0);
}

async function racedPasswords() {
  console.log('\n100 concurrent wrong passwords on one account');
  await signUp('victima@example.com');
  const statuses = await Promise.all(
    Array.from({ length: 100 }, () =>
      call('POST', '/rest/v1/auth/agents', { body: { emailAddress: 'victima@example.com', password: 'Equivocada1' } }).then(
        async (r) => `${r.status} ${((await r.json()) as { metadata?: { error?: { type?: string } } }).metadata?.error?.type ?? ''}`,
        () => 'no answer',
      ),
    ),
  );
  const checked = statuses.filter((s) => s === '401 PASSWORD_INVALID').length;
  const refused = statuses.filter((s) => s.startsWith('429')).length;
  report('attempts checked (401 PASSWORD_INVALID)', checked, '≤ 10', checked <= 10);
  report('attempts refused (429)', refused);
  const other = statuses.length - checked - refused;
  report('other answers', other, '0', other === 0);
}

async function malformed(token: string) {
  console.log(`\n${MALFORMED.toLocaleString('en')} malformed requests across routes`);
  const tenantId = (await (await call('POST', '/rest/v1/tenants', { token, body: tenantBody('Luis') })).json()).data.tenantId as string;
  const types = (await (await call('GET', '/rest/v1/tasks-types?relationship=1', { token })).json()).data as Array<{ taskTypeId: number }>;
  const task = await (await call('POST', `/rest/v1/tenants/${tenantId}/tasks`, { token, body: { taskTypeId: types[0]!.taskTypeId, title: 'Llamar', description: 'Confirmar la visita', priority: 2, expiredAt: new Date(Date.now() + 86_400_000).toISOString() } })).json();
  const draftId = (await (await call('POST', '/rest/v1/property-drafts', { token })).json()).data.propertyDraftId as string;
  const ids = { tenantId, taskId: task.data.taskId as string, draftId, imageId: '00000000-0000-0000-0000-000000000001', attachmentId: '00000000-0000-0000-0000-000000000002' };
  const requests = malformedRequests(ids, { 'x-api-key': API_KEY, authorization: `Bearer ${token}` }, MALFORMED);
  const byStatus = new Map<string, number>();
  const fivexx = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const req: BadRequest = requests[next++]!;
      const status = await fetch(`${server.baseUrl}${req.path}`, { method: req.method, headers: req.headers, body: req.body, signal: AbortSignal.timeout(30_000) }).then(
        async (r) => {
          await r.arrayBuffer().catch(() => undefined);
          return r.status;
        },
        () => 0,
      );
      const key = status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      if (status >= 500 || status === 0) {
        const route = `${status} ${req.method} ${req.path.split('?')[0]!.replace(/[0-9a-f-]{36}/g, ':id').slice(0, 80)}`;
        fivexx.set(route, (fivexx.get(route) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, () => worker()));
  const errors = (byStatus.get('5xx') ?? 0) + (byStatus.get('no answer') ?? 0);
  report('answers by class', [...byStatus].map(([k, v]) => `${k}:${v}`).join(' '));
  report('5xx (or no answer)', errors, '0', errors === 0);
  for (const [route, n] of [...fivexx].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`      ${n} × ${route}`);
}

let broke = false;
try {
  console.log(`bench:faults against PostgreSQL at ${new URL(databaseUrl).host}, server ${server.baseUrl}`);
  const token = await signUp('ana.faults@example.com');
  await restartUnderLoad(token);
  await concurrentTasks(token);
  await racedPasswords();
  await malformed(token);
} catch (err) {
  broke = true;
  console.error('\nbench:faults broke:', err, `\nserver output:\n${server.output()}`);
} finally {
  await server.stop();
  await pgServer.dropServerDatabase(database.name).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
const missed = lines.filter((l) => l.ok === false);
console.log(missed.length ? `\n${missed.length} target(s) missed: ${missed.map((l) => l.label).join('; ')}` : broke ? '' : '\nevery target met');
process.exit(broke || missed.length ? 1 : 0);
