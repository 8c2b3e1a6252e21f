/**
 * The weight of the public listing page /p/{slug} on a phone, before images: the server-rendered
 * HTML (with its inline style) plus its one script, gzipped, for a listing with 10 photos,
 * against a 60 KB budget. Where Lighthouse and Chromium are installed, a mobile Lighthouse run
 * prints the performance score too. The app runs in this process on an in-memory database; the
 * listing is published through the API like an agent's. A measurement, not a test.
 */
import { gzipSync } from 'node:zlib';
import { createTestApp, signUp } from '../apps/api/test/app';
import { fastPublishing, publishableDraft, settledDraft } from '../apps/api/test/publishing-fixtures';
import { lighthouseMobile } from './lib/lighthouse-run';

const BUDGET = 60 * 1024;
const PHOTOS = 10;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const t = await createTestApp({ ...fastPublishing, RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET: '' });
  try {
    const agent = await signUp(t, 'bench.public@example.com');
    const { id } = await publishableDraft(t, agent.token, PHOTOS);
    await t.call({ method: 'PUT', url: `/rest/v1/property-drafts/${id}/publish`, token: agent.token });
    const draft = await settledDraft(t, agent.token, id, 60_000);
    if (!draft.property) throw new Error(`the listing was not published: ${draft.publishError ?? draft.status}`);
    const path = `/p/${draft.property.slug}`;

    const page = await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': 'bench' } });
    if (page.statusCode !== 200) throw new Error(`${path} answered ${page.statusCode}`);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const rows = [{ file: `${path} (HTML, inline CSS)`, raw: Buffer.byteLength(page.body), gzip: gzipSync(page.body).length }];
    for (const url of [...scripts, ...styles]) {
      const res = await t.app.inject({ method: 'GET', url });
      rows.push({ file: url, raw: res.rawPayload.length, gzip: gzipSync(res.rawPayload).length });
    }
    const images = [...page.body.matchAll(/<img /g)].length;

    console.log(`\nPublic listing page with ${PHOTOS} photos (${images} <img>, the cover eager, the rest lazy; gzip, zlib default level)\n`);
    const width = Math.max(...rows.map((r) => r.file.length));
    console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
    for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw).padStart(10)}  ${kb(r.gzip).padStart(10)}`);
    const total = rows.reduce((s, r) => s + r.gzip, 0);
    console.log(`\npublic page: ${total} bytes gzip (${kb(total)}) before images / budget ${BUDGET} bytes (60 KB) = ${(total / BUDGET).toFixed(3)}`);

    const port = await t.app.listen({ host: '127.0.0.1', port: 0 }).then((address) => new URL(address).port);
    const score = await lighthouseMobile(`http://127.0.0.1:${port}${path}`).catch((err: Error) => ({ skipped: err.message.split('\n')[0]! }));
    if ('skipped' in score) console.log(`public page Lighthouse (mobile): not run (${score.skipped})`);
    else console.log(`public page Lighthouse (mobile): performance ${score.performance} / 100 (aim 95), LCP ${score.lcpMs} ms, CLS ${score.cls}, TBT ${score.tbtMs} ms`);
  } finally {
    await t.close();
  }
}

main().catch((err) => {
  console.error(`public-page: ${(err as Error).stack ?? err}`);
  process.exitCode = 1;
});
