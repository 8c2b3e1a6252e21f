import '@fastify/multipart';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError, appError } from './errors';

export const MB = 1024 * 1024;

/** Multipart overhead allowed above the file limit before the request is refused unread. */
const ENVELOPE_SLACK = 64 * 1024;

const BROKEN_MULTIPART = /unexpected end of (multipart data|form)|terminated early|boundary not found|malformed part header|malformed urlencoded form|premature close/i;
const BROKEN_CODES = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR', 'ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET']);

/** Whether `err` says the multipart body was cut off, malformed, or dropped by the client mid-way. */
export function isBrokenUpload(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && BROKEN_CODES.has(e.code)) return true;
  return typeof e.message === 'string' && !('severity' in e) && BROKEN_MULTIPART.test(e.message);
}

/** The answer to a multipart body that ended before its closing boundary (or never had one). */
export function uploadCutOff(): ApiError {
  return appError('VALIDATION_ERROR', 'El archivo llegó incompleto. Vuelve a subirlo', { file: 'El archivo llegó incompleto' });
}

/** The typed error of a failure while reading the upload: too large, cut off, or what it was. */
function readFailure(err: unknown, maxBytes: number): unknown {
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return appError('VALIDATION_ERROR', undefined, { file: 'Debe subir un solo archivo en el campo file' });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return multipartRequired();
  if (isBrokenUpload(err)) return uploadCutOff();
  return err;
}

/** The first part of the multipart body, read up to its file's first bytes. */
async function openFilePart(req: FastifyRequest, maxBytes: number) {
  try {
    return await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  } catch (err) {
    const failure = readFailure(err, maxBytes);
    throw failure === err ? appError('VALIDATION_ERROR', undefined, { file: 'Debe subir un archivo' }) : failure;
  }
}

function multipartRequired(): ApiError {
  return appError('UNSUPPORTED_MEDIA_TYPE', 'Debe enviar el archivo como multipart/form-data');
}

export function fileTooLarge(maxBytes: number): ApiError {
  return appError('FILE_TOO_LARGE', `El archivo supera el tamaño máximo de ${Math.round(maxBytes / MB)} MB`);
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
  if (!req.isMultipart()) throw multipartRequired();
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes + ENVELOPE_SLACK) throw fileTooLarge(maxBytes);
  const part = await openFilePart(req, maxBytes);
  if (!part || part.fieldname !== 'file') {
    throw appError('VALIDATION_ERROR', undefined, { file: 'Debe subir un archivo' });
  }
  try {
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw appError('VALIDATION_ERROR', undefined, { file: 'El archivo está vacío' });
    return { buffer, filename: part.filename, mimetype: part.mimetype, fields: fieldValues(part.fields) };
  } catch (err) {
    throw readFailure(err, maxBytes);
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
  if (!req.isMultipart()) throw multipartRequired();
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes + ENVELOPE_SLACK) throw fileTooLarge(maxBytes);
  const part = await openFilePart(req, maxBytes);
  if (!part || part.fieldname !== 'file') throw appError('VALIDATION_ERROR', undefined, { file: 'Debe subir un archivo' });
  const iterator = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  /** The next chunk; a body cut off mid-file answers 400 rather than a stream error. */
  const next = async () => {
    try {
      return await iterator.next();
    } catch (err) {
      throw readFailure(err, maxBytes);
    }
  };
  let head = Buffer.alloc(0);
  let finished = false;
  while (head.length < 4100) {
    const chunk = await next();
    if (chunk.done) {
      finished = true;
      break;
    }
    head = Buffer.concat([head, chunk.value]);
  }
  if (head.length === 0) throw appError('VALIDATION_ERROR', undefined, { file: 'El archivo está vacío' });
  let size = 0;
  async function* all() {
    size += head.length;
    yield head;
    if (finished) return;
    for (;;) {
      const chunk = await next();
      if (chunk.done) return;
      size += chunk.value.length;
      yield chunk.value;
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
