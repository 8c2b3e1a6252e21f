import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_EXTENSIONS } from '@vitrina/contract/enums/task';
import { ApiError } from './errors';
import { contentTypes } from './files';

const notAllowed = () =>
  new ApiError(
    'FILE_TYPE_NOT_ALLOWED',
    'Solo se permiten archivos PDF, Word, Excel, PowerPoint, CSV, TXT o imágenes (JPG, PNG, GIF, WebP)',
    415,
  );

/** What the bytes must look like for each allowed extension. */
const expected: Record<string, (mime: string | undefined) => boolean> = {
  pdf: (m) => m === 'application/pdf',
  docx: (m) => m === contentTypes.docx,
  xlsx: (m) => m === contentTypes.xlsx,
  pptx: (m) => m === contentTypes.pptx,
  // Legacy Office files are OLE compound documents.
  doc: (m) => m === 'application/x-cfb',
  xls: (m) => m === 'application/x-cfb',
  ppt: (m) => m === 'application/x-cfb',
  jpg: (m) => m === 'image/jpeg',
  jpeg: (m) => m === 'image/jpeg',
  png: (m) => m === 'image/png',
  gif: (m) => m === 'image/gif',
  webp: (m) => m === 'image/webp',
  // Text has no signature: it must not look like anything else, nor hold binary bytes, and be UTF-8.
  txt: (m) => m === undefined,
  csv: (m) => m === undefined,
};

function isPlainText(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/** A safe display name: no folders, no control characters, at most 150 characters. */
export function safeFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  if (base.length <= 150) return base || 'archivo';
  const ext = path.extname(base);
  return `${base.slice(0, 150 - ext.length)}${ext}`;
}

/** Checks an attachment by its bytes against its extension (DECISIONS §3). */
export async function checkAttachment(buffer: Buffer, fileName: string): Promise<{ ext: string; contentType: string }> {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)) throw notAllowed();
  const detected = await fileTypeFromBuffer(buffer);
  if (!expected[ext]!(detected?.mime)) throw notAllowed();
  if ((ext === 'txt' || ext === 'csv') && !isPlainText(buffer)) throw notAllowed();
  const key = ext === 'jpeg' ? 'jpg' : ext;
  return { ext, contentType: contentTypes[key] ?? 'application/octet-stream' };
}
