import type { FastifyInstance } from 'fastify';
import { FILE_KEY_PATTERN } from '../../lib/files';
import { appError } from '../../lib/errors';
import type { ByteRange, Storage } from './storage';

/** Parses a single `bytes=` range against a size; null for none, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return 'invalid';
  let start: number;
  let end: number;
  if (!m[1]) {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * Stored files under /files/{key}: keys are unguessable and never reused, so answers are cached
 * for a year; range requests are honoured (video playback); nothing is ever sniffed.
 */
export async function filesRoutes(app: FastifyInstance, opts: { storage: Storage }) {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true }, compress: false }, async (req, reply) => {
    const key = req.params['*'];
    if (!FILE_KEY_PATTERN.test(key)) throw appError('NOT_FOUND');
    const size = await opts.storage.size(key);
    if (size === null) throw appError('NOT_FOUND');
    const range = parseRange(req.headers.range, size);
    if (range === 'invalid') {
      return reply.status(416).header('content-range', `bytes */${size}`).send({
        data: null,
        metadata: { error: { type: 'RANGE_NOT_SATISFIABLE', message: 'El rango solicitado no es válido' } },
      });
    }
    const file = await opts.storage.get(key, range ?? undefined);
    if (!file) throw appError('NOT_FOUND');
    reply
      .header('content-type', file.contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', size);
    }
    return reply.send(file.body);
  });
}
