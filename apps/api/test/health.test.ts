import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

/** Liveness and readiness, on PGlite and on PostgreSQL (the restart test covers a real outage). */
describe('health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers ready while the database answers, without an API key', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/rest/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ready', database: t.database.kind }, metadata: {} });
  });

  it('documents both in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/rest/v1/docs/json' })).json();
    expect(doc.paths['/rest/v1/health'].get.summary).toMatch(/Liveness/);
    expect(doc.paths['/rest/v1/health/ready'].get.summary).toMatch(/Readiness/);
    expect(doc.paths['/rest/v1/health/ready'].get.description).toMatch(/503 DATABASE_UNAVAILABLE/);
  });

  it('once the database is gone: not ready (503 DATABASE_UNAVAILABLE, Retry-After), still alive', async () => {
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/rest/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({
      data: null,
      metadata: { error: { type: 'DATABASE_UNAVAILABLE', message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.' } },
    });
    const live = await t.app.inject({ method: 'GET', url: '/rest/v1/health' });
    expect(live.statusCode).toBe(200);
  });
});
