import { isDeepStrictEqual } from 'node:util';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';

/** Answers are written through their response schema (fields the schema does not name are dropped). */
const throughSchema = createSerializerCompiler({});

const builtAnswers = new WeakSet<object>();

/**
 * Marks the response schema of a hot route whose handler builds every answer field by field, in the
 * schema's own order, from typed rows: the server writes those answers with `JSON.stringify` alone,
 * without zod encoding each one again (~4% of the busy time under load, bench/NOTES.md). The tests'
 * strict serializer checks on every such answer that those bytes are exactly the schema's.
 */
export function builtAnswer<T extends object>(schema: T): T {
  builtAnswers.add(schema);
  return schema;
}

const plainJson = (data: unknown) => JSON.stringify(data);

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) =>
  builtAnswers.has(route.schema) ? plainJson : throughSchema(route);

/** The first place where `actual` lacks or changes something of `expected`, as a JSON path. */
function firstDifference(expected: unknown, actual: unknown, path = '$'): string {
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    for (const key of Object.keys(expected)) {
      if (!(key in actual)) return `${path}.${key}`;
      const inner = firstDifference((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], `${path}.${key}`);
      if (inner) return inner;
    }
    return '';
  }
  return isDeepStrictEqual(expected, actual) ? '' : path;
}

/**
 * For tests: the same serializer, but an answer the response schema would change (a field it does
 * not describe, and so would drop) fails the request with the path of that field. Every API test
 * then checks that the contract's response schemas describe the real answers.
 */
export const strictSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const write = throughSchema(route);
  const built = builtAnswers.has(route.schema);
  return (data) => {
    const json = write(data);
    const sent = JSON.stringify(data);
    if (built && sent !== json) {
      throw new Error(`${route.method} ${route.url} (${route.httpStatus}) is written without its schema, but the schema writes ${json.slice(0, 400)} where the handler gave ${String(sent).slice(0, 400)}`);
    }
    if (sent !== undefined && sent !== json) {
      const where = firstDifference(JSON.parse(sent), JSON.parse(json));
      if (where) throw new Error(`The response schema of ${route.method} ${route.url} (${route.httpStatus}) does not describe ${where}`);
    }
    return json;
  };
};
