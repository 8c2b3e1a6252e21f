import { isDeepStrictEqual } from 'node:util';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';

/** Answers are written through their response schema (fields the schema does not name are dropped). */
export const serializerCompiler = createSerializerCompiler({});

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
  const write = serializerCompiler(route);
  return (data) => {
    const json = write(data);
    const sent = JSON.stringify(data);
    if (sent !== undefined && sent !== json) {
      const where = firstDifference(JSON.parse(sent), JSON.parse(json));
      if (where) throw new Error(`The response schema of ${route.method} ${route.url} (${route.httpStatus}) does not describe ${where}`);
    }
    return json;
  };
};
