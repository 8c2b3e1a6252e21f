import { randomUUID } from 'node:crypto';

/** Public address of a stored file; files are served by the app under /files. */
export function fileUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/files/${key}`;
}

/** A fresh, unguessable storage key under a folder: `avatars/{agentId}/{uuid}.jpg`. */
export function newFileKey(folder: string, ext: string): string {
  return `${folder}/${randomUUID()}.${ext}`;
}

/** Storage keys are ours: lowercase folders, uuids, one extension. Anything else is refused. */
export const FILE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[ext] ?? 'application/octet-stream';
}
