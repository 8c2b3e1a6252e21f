import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtAnswer, serializerCompiler, strictSerializerCompiler } from './response-serializer';

const item = z.object({ id: z.number(), name: z.string() });

/** A server with one route through the schema and one marked as built by its handler. */
async function server(strict: boolean, answer: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(strict ? strictSerializerCompiler : serializerCompiler);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/through', { schema: { response: { 200: item } } }, async () => answer as z.infer<typeof item>);
  r.get('/built', { schema: { response: { 200: builtAnswer(z.object({ id: z.number(), name: z.string() })) } } }, async () => answer as z.infer<typeof item>);
  await app.ready();
  return app;
}

describe('response serialiser', () => {
  it('writes a marked route without its schema and an unmarked one through it (a field the schema lacks is dropped)', async () => {
    const app = await server(false, { id: 1, name: 'Ana', secret: 'x' });
    expect((await app.inject({ url: '/through' })).body).toBe('{"id":1,"name":"Ana"}');
    expect((await app.inject({ url: '/built' })).body).toBe('{"id":1,"name":"Ana","secret":"x"}');
    await app.close();
  });

  it('in the tests, a marked route answers what the schema writes byte for byte, or fails', async () => {
    const same = await server(true, { id: 1, name: 'Ana' });
    const fine = await same.inject({ url: '/built' });
    expect(fine.statusCode).toBe(200);
    expect(fine.body).toBe('{"id":1,"name":"Ana"}');
    await same.close();

    // Same fields in another order: JSON.stringify would not write the schema's bytes.
    const reordered = await server(true, { name: 'Ana', id: 1 });
    expect((await reordered.inject({ url: '/through' })).statusCode).toBe(200);
    expect((await reordered.inject({ url: '/built' })).statusCode).toBe(500);
    await reordered.close();
  });
});
