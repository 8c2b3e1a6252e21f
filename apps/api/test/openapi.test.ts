import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { routes } from '@vitrina/contract/paths';
import { createTestApp, type TestApp } from './app';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** The contract's route table and the OpenAPI document describe the server's real routes. */
describe('route table and OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    t = await createTestApp();
    doc = t.app.swagger() as typeof doc;
  });
  afterAll(async () => t.close());

  it('every pattern of the contract is a route the server answers', () => {
    const missing = Object.entries(routes).filter(([, url]) => !METHODS.some((method) => t.app.hasRoute({ method, url })));
    expect(missing).toEqual([]);
  });

  it('every documented path is in the contract', () => {
    const known = new Set<string>(Object.values(routes));
    const documented = Object.keys(doc.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
    expect(documented.filter((p) => !known.has(p))).toEqual([]);
  });
});
