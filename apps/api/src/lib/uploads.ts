import '@fastify/multipart';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError, appError } from './errors';

export const MB = 1024 * 1024;

/** Multipart overhead allowed above the file limit before the request is refused unread. */
const ENVELOPE_SLACK = 64 * 1024;

export function fileTooLarge(maxBytes: number): ApiError {
  return new ApiError('FILE_TOO_LARGE', `El archivo supera el tamaño máximo de ${Math.round(maxBytes / MB)} MB`, 413);
}

/**
 * Reads the one file of a multipart request (field `file`) into memory, at most `maxBytes`.
 * A declared length above the limit is refused before any of the body is read; a body that
 * grows past it while streaming is cut off with 413.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ buffer: Buffer; filename: string; mimetype: string; fields: Record<string, string> }> {
  if (!req.isMultipart()) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Debe enviar el archivo como multipart/form-data', 415);
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes + ENVELOPE_SLACK) throw fileTooLarge(maxBytes);
  let part;
  try {
    part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  } catch {
    throw appError('VALIDATION_ERROR', undefined, { file: 'Debe subir un archivo' });
  }
  if (!part || part.fieldname !== 'file') {
    throw appError('VALIDATION_ERROR', undefined, { file: 'Debe subir un archivo' });
  }
  try {
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw appError('VALIDATION_ERROR', undefined, { file: 'El archivo está vacío' });
    return { buffer, filename: part.filename, mimetype: part.mimetype, fields: fieldValues(part.fields) };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    throw err;
  }
}

/** Plain text fields sent before the file part. */
function fieldValues(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const f = field as { type?: string; value?: unknown };
    if (f && f.type === 'field' && typeof f.value === 'string') out[name] = f.value.slice(0, 200);
  }
  return out;
}

/**
 * Streams the one file of a multipart request without holding it in memory: answers its first
 * bytes (to check the type) and a stream of the whole file that counts its size. After the stream
 * is consumed, `truncated()` tells whether it went past `maxBytes` (then nothing must be kept).
 */
export async function streamUploadedFile(req: FastifyRequest, maxBytes: number) {
  if (!req.isMultipart()) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Debe enviar el archivo como multipart/form-data', 415);
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes + ENVELOPE_SLACK) throw fileTooLarge(maxBytes);
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } }).catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw appError('VALIDATION_ERROR', undefined, { file: 'Debe subir un archivo' });
  const iterator = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let finished = false;
  while (head.length < 4100) {
    const next = await iterator.next();
    if (next.done) {
      finished = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) throw appError('VALIDATION_ERROR', undefined, { file: 'El archivo está vacío' });
  let size = 0;
  async function* all() {
    size += head.length;
    yield head;
    if (finished) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      size += next.value.length;
      yield next.value;
    }
  }
  return {
    head,
    filename: part.filename,
    fields: fieldValues(part.fields),
    stream: Readable.from(all()),
    size: () => size,
    truncated: () => part.file.truncated,
  };
}
