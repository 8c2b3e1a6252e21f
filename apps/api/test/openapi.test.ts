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
    const documented = Object.keys(doc.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1').replace(/\/:key$/, '/*'));
    expect(documented.filter((p) => !known.has(p))).toEqual([]);
  });

  it('every operation has an operationId, a summary, a 2xx answer with its content and a 4xx answer', () => {
    const lacking: string[] = [];
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations as Record<string, Operation>)) {
        const name = `${method.toUpperCase()} ${path}`;
        const codes = Object.keys(op.responses ?? {});
        const success = codes.filter((c) => c.startsWith('2'));
        if (!op.operationId || ids.has(op.operationId)) lacking.push(`${name}: operationId`);
        ids.add(op.operationId ?? '');
        if (!op.summary) lacking.push(`${name}: summary`);
        if (success.length === 0 || !success.every((c) => Object.keys(op.responses![c]!.content ?? {}).length > 0)) lacking.push(`${name}: 2xx content`);
        if (!codes.some((c) => c.startsWith('4'))) lacking.push(`${name}: 4xx`);
      }
    }
    expect(lacking).toEqual([]);
  });

  it('describes the public page, its link-preview image and stored files with their content types', () => {
    const types = (path: string) =>
      Object.fromEntries(Object.entries((doc.paths[path]!.get as Operation).responses!).map(([code, r]) => [code, Object.keys(r.content ?? {})]));
    expect(types('/p/{slug}')).toEqual({ 200: ['text/html'], 404: ['text/html'], 410: ['text/html'] });
    expect(types('/p/{slug}/og.jpg')).toEqual({ 200: ['image/jpeg'], 404: ['text/html'] });
    expect(types('/files/{key}')).toMatchObject({ 200: ['application/octet-stream'], 206: ['application/octet-stream'], 404: ['application/json'] });
  });

  it('describes the fields of an answer, and errors with the error envelope', () => {
    const tenant = doc.paths['/rest/v1/tenants/{tenantId}']!.get as Operation;
    const json = (code: string) => tenant.responses![code]!.content!['application/json']!.schema as JsonSchema;
    expect(Object.keys(json('200').properties!)).toEqual(['data', 'metadata']);
    expect(json('200').properties!.data!.properties).toHaveProperty('phoneNumber');
    expect(json('404').properties!.metadata!.properties!.error!.required).toEqual(['type', 'message']);
  });
});

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  operationId?: string;
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
