import path from 'node:path';
import { ATTACHMENT_EXTENSIONS } from '@vitrina/contract/enums/task';
import { appError } from './errors';
import { contentTypes } from './files';
import { cleanImage } from './images';
import { loadFileType } from './lazy-modules';

const notAllowed = () =>
  appError('FILE_TYPE_NOT_ALLOWED', 'Solo se permiten archivos PDF, Word, Excel, PowerPoint, CSV, TXT o imágenes (JPG, PNG, GIF, WebP)');

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

export const FILE_NAME_MAX = 120;

/**
 * Control characters (C0, DEL, C1), bidirectional marks, embeddings, overrides and isolates
 * (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), invisible separators and joiners, line and
 * paragraph separators, the byte-order mark, and what file systems refuse.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff"<>|:*?]/gu;

/**
 * A safe display name: NFC, the last segment of any path, none of the characters above, no
 * leading dots, spaces collapsed, at most FILE_NAME_MAX characters (code points) with the extension kept.
 */
export function safeFileName(name: string): string {
  const last = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const base = last.replace(UNSAFE, '').replace(/\s+/gu, ' ').trim().replace(/^[.\s]+/u, '');
  const chars = Array.from(base);
  if (chars.length === 0) return 'archivo';
  if (chars.length <= FILE_NAME_MAX) return base;
  const ext = Array.from(path.extname(base));
  const keep = ext.length > 0 && ext.length <= 10 ? ext : [];
  return `${chars.slice(0, FILE_NAME_MAX - keep.length).join('').trimEnd()}${keep.join('')}`;
}

/**
 * Checks an attachment by its bytes against its extension (DECISIONS §3) and answers the bytes to
 * store: images are re-encoded like avatars (metadata such as EXIF and GPS dropped; a truncated
 * image or a decompression bomb refused), other files are kept as sent.
 */
export async function checkAttachment(buffer: Buffer, fileName: string): Promise<{ ext: string; contentType: string; buffer: Buffer }> {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)) throw notAllowed();
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(buffer);
  if (!expected[ext]!(detected?.mime)) throw notAllowed();
  if ((ext === 'txt' || ext === 'csv') && !isPlainText(buffer)) throw notAllowed();
  const key = ext === 'jpeg' ? 'jpg' : ext;
  const contentType = contentTypes[key] ?? 'application/octet-stream';
  if (contentType.startsWith('image/')) return { ext, contentType, buffer: (await cleanImage(buffer, { gif: true })).buffer };
  return { ext, contentType, buffer };
}
