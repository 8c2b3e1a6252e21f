/**
 * What the server spends on the three saves an agent waits on in the first week: creating a
 * customer (`POST /tenants`), onboarding's first step (`PUT /agents` with phone, state and
 * locality) and a draft's first photo (`POST /property-drafts/{id}/images`, a 2048 px JPEG as the
 * browser sends it after scaling), each against the authenticated floor (`GET /tasks-types`)
 * measured in the same run, interleaved, one request at a time: the latency an agent on a quiet
 * server sees, not a throughput. The compiled server `npm start` runs, on a fresh PGlite folder.
 * Prints p50 and p95 of each, and p95 / floor p95.
 *
 * BENCH_WRITE_ROUNDS  samples of each request (default 40)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Api, signUpAgent } from './lib/publish-setup';
import { buildServer, startCompiledServer } from './lib/load-server';
import { BENCH_API_KEY } from './lib/load-shared';

const ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS || 40);

/** A photo-like 2048 x 1536 JPEG: blurred noise compresses as a real photo does, a flat colour would not. */
async function phonePhoto(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 2048, height: 1536, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 110 + (seed % 40), sigma: 40 } } })
    .blur(1.2)
    .jpeg({ quality: 82 })
    .toBuffer();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function timed<T>(samples: number[], call: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await call();
  samples.push(performance.now() - t0);
  return result;
}

async function main() {
  buildServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-writes-'));
  const server = await startCompiledServer({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), GEOCODER_URL: 'off' });
  try {
    const api = new Api(`http://127.0.0.1:${server.port}`, BENCH_API_KEY);
    const states = (await api.must('GET', '/country-states?limit=100')) as Array<{ countryStateId: number; name: string }>;
    const miranda = states.find((s) => s.name === 'Miranda')!;
    const places = (await api.must('GET', `/country-locations?countryState=${miranda.countryStateId}&limit=100`)) as Array<{ countryLocationId: number }>;
    const photos = await Promise.all([0, 1, 2, 3].map(phonePhoto));
    console.log(`photo sent: 2048 x 1536 JPEG, ${(photos[0]!.length / 1024).toFixed(0)} KB`);

    const samples = { floor: [] as number[], customer: [] as number[], onboarding: [] as number[], photo: [] as number[] };
    for (let i = 0; i < ROUNDS + 3; i++) {
      const agent = await signUpAgent(api, i);
      const token = agent.token;
      const keep = i >= 3; // the first rounds warm the server's code paths up
      const into = (list: number[]) => (keep ? list : []);
      await timed(into(samples.floor), () => api.must('GET', '/tasks-types', { token }));
      await timed(into(samples.onboarding), () =>
        api.must('PUT', '/agents', {
          token,
          body: { codeContactPhoneNumber: '+58', contactPhoneNumber: `0414${String(1000000 + i)}`, countryState: miranda.countryStateId, location: places[i % places.length]!.countryLocationId },
        }),
      );
      await timed(into(samples.customer), () =>
        api.must('POST', '/tenants', {
          token,
          body: { firstName: 'José', lastName: 'Núñez', tenantType: 2, phoneCode: '58', phoneNumber: `412${String(1000000 + i)}`, emailAddress: null, documentType: null, documentNumber: null, sex: 1, countryState: null, countryLocation: null, birthDate: null },
        }),
      );
      const draftId = (await api.must('POST', '/property-drafts', { token })).propertyDraftId as string;
      const form = new FormData();
      form.set('imageType', 'STATIC');
      form.set('file', new Blob([new Uint8Array(photos[i % photos.length]!)], { type: 'image/jpeg' }), 'foto.jpg');
      await timed(into(samples.photo), () => api.must('POST', `/property-drafts/${draftId}/images`, { token, form }));
    }

    const floorP95 = percentile([...samples.floor].sort((a, b) => a - b), 95);
    const rows: Array<[string, number[]]> = [
      ['floor: GET /tasks-types', samples.floor],
      ['customer: POST /tenants', samples.customer],
      ['onboarding step 1: PUT /agents', samples.onboarding],
      ['first photo: POST /property-drafts/{id}/images', samples.photo],
    ];
    console.log(`\none request at a time, ${ROUNDS} samples each, interleaved (PGlite, compiled server)\n`);
    console.log(['write'.padEnd(46), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p95 / floor p95'.padStart(16)].join(' | '));
    for (const [name, list] of rows) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log([name.padEnd(46), percentile(sorted, 50).toFixed(1).padStart(8), percentile(sorted, 95).toFixed(1).padStart(8), (percentile(sorted, 95) / floorP95).toFixed(1).padStart(16)].join(' | '));
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
