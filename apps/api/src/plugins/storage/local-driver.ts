import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from '../../lib/files';
import type { ByteRange, Storage } from './storage';

/** Files under a folder of DATA_DIR; written to a temporary name, then renamed into place. */
export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };
  return {
    driver: 'local',
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(tmp, body);
        else await pipeline(body as Readable, createWriteStream(tmp));
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range?: ByteRange) {
      const file = resolve(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { body, size: info.size, contentType: contentTypeOf(key) };
    },
    async size(key) {
      const info = await stat(resolve(key)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
