import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FILE_KEY_PATTERN, isPublicKey, privateFileId } from '../../lib/files';
import { appError } from '../../lib/errors';
import type { SignedUrls } from '../../lib/signed-url';
import type { ByteRange, Storage } from './storage';
import { routes } from '@vitrina/contract/paths';
import { errors, fileAnswer } from '@vitrina/contract/schemas/envelope';

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

const linkInvalid = () => appError('FILE_LINK_INVALID');

/** The OpenAPI description of GET /files/{key}; the handler checks the query itself (any value is read, none refused as malformed). */
const filesDoc = {
  tags: ['files'],
  operationId: 'getStoredFile',
  summary: 'A stored file: photo, video, avatar or attachment',
  description:
    'Sin clave de API. Los archivos de carpetas públicas (fotos y videos de propiedades, avatares) se sirven con su clave; los privados (adjuntos de tareas, fotos de clientes) solo con un enlace firmado que vence (`expires`, `signature`). Admite una cabecera Range de un solo tramo.',
  security: [],
  params: z.object({ '*': z.string().describe('The file key, e.g. properties/{draftId}/images/{uuid}.jpg') }),
  querystring: z.looseObject({
    expires: z.unknown().optional().describe('Private files: when the signed link ends (Unix seconds)'),
    signature: z.unknown().optional().describe('Private files: the link signature'),
  }),
  response: {
    200: fileAnswer('The whole file, with its stored content type', 'application/octet-stream'),
    206: fileAnswer('The requested byte range', 'application/octet-stream'),
    ...errors(403, 404, 416),
  },
};

/**
 * Stored files under /files/{key}: keys are unguessable and never reused; range requests are
 * honoured (video playback); nothing is ever sniffed. Files of public folders are cached for a
 * year. Files of private folders (task attachments, customers' photos) are served only through a
 * signed, expiring link (`privateFileUrl`): the key alone answers 404, a tampered or expired
 * link 403; attachments always leave as downloads, and no shared cache keeps them.
 */
export async function filesRoutes(app: FastifyInstance, opts: { storage: Storage; links: SignedUrls }) {
  app.get<{ Params: { '*': string }; Querystring: { expires?: unknown; signature?: unknown } }>(routes.files, { schema: filesDoc, compress: false }, async (req, reply) => {
    const key = req.params['*'];
    if (!FILE_KEY_PATTERN.test(key)) throw appError('NOT_FOUND');
    const isPublic = isPublicKey(key);
    if (!isPublic) {
      const { expires, signature } = req.query;
      if (expires === undefined && signature === undefined) throw appError('NOT_FOUND');
      if (typeof expires !== 'string' || typeof signature !== 'string' || !opts.links.verify(privateFileId(key), expires, signature)) {
        throw linkInvalid();
      }
    }
    const size = await opts.storage.size(key);
    if (size === null) throw appError('NOT_FOUND');
    const range = parseRange(req.headers.range, size);
    if (range === 'invalid') throw appError('RANGE_NOT_SATISFIABLE', undefined, undefined, { headers: { 'content-range': `bytes */${size}` } });
    const file = await opts.storage.get(key, range ?? undefined);
    if (!file) throw appError('NOT_FOUND');
    reply
      .header('content-type', file.contentType)
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff');
    if (isPublic) {
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('cross-origin-resource-policy', 'cross-origin');
    } else {
      reply
        .header('cache-control', 'private, max-age=3600')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('referrer-policy', 'no-referrer');
      if (key.startsWith('attachments/')) {
        reply
          .header('content-disposition', 'attachment')
          .header('content-security-policy', "default-src 'none'; sandbox");
      }
    }
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
