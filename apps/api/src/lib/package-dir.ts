import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api): the nearest folder above this code that holds the
 * migrations. Found the same way whether the code runs from src/ (tests, `npm run dev`) or
 * bundled into dist/server.js (`npm start`).
 */
export function findApiDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`The API's migrations folder was not found above ${from}`);
  }
}

export const apiDir = findApiDir();
