import { randomUUID } from 'node:crypto';
import type { SignedUrls } from './signed-url';

/**
 * Folders whose files anyone may fetch by their key: agents' avatars and property media (shown on
 * public listing pages and sent to social networks). Every other folder is private: task
 * attachments (`attachments/`), customers' photos (`tenants/`) and any folder added later.
 */
export const PUBLIC_FOLDERS: readonly string[] = ['avatars', 'properties'];

export function isPublicKey(key: string): boolean {
  return PUBLIC_FOLDERS.includes(key.slice(0, key.indexOf('/')));
}

/** Public address of a stored file of a public folder; files are served by the app under /files. */
export function fileUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/files/${key}`;
}

const HOUR_MS = 60 * 60 * 1000;
export const PRIVATE_LINK_TTL_MS = 24 * HOUR_MS;

/** What a private file's signature covers (never the same text as a download link's id). */
export const privateFileId = (key: string) => `files/${key}`;

/**
 * Signed address of a file of a private folder: `/files/{key}?expires=…&signature=…` (HMAC with a
 * secret of the configuration), valid at least `ttlMs`. The expiry is rounded up to the hour, so
 * the same file keeps the same address for an hour and the browser's cache serves it again.
 */
export function privateFileUrl(links: SignedUrls, key: string, ttlMs = PRIVATE_LINK_TTL_MS): string {
  const expiresAt = Math.ceil((Date.now() + ttlMs) / HOUR_MS) * HOUR_MS;
  return links.linkUntil(`/files/${key}`, privateFileId(key), expiresAt);
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
