import '@fastify/multipart';
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
): Promise<{ buffer: Buffer; filename: string; mimetype: string }> {
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
    return { buffer, filename: part.filename, mimetype: part.mimetype };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    throw err;
  }
}
