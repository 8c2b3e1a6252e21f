import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../plugins/storage/storage';
import { FILE_KEY_PATTERN } from './files';
import { deleteRenditions, renditionKey, renditionKeys, renditionSrcset, writeRenditions } from './image-renditions';

function memoryStorage() {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const storage = {
    driver: 'local',
    put: async (key: string, body: Buffer, contentType: string) => void files.set(key, { body, contentType }),
    get: async () => null,
    size: async (key: string) => files.get(key)?.body.length ?? null,
    delete: async (key: string) => void files.delete(key),
  } as unknown as Storage;
  return { storage, files };
}

const key = 'properties/0b7a4c57-2a43-4b8e-9d7a-3f9a1c2b4d5e/images/5f0c2a8e-1b3d-4e6f-8a9b-0c1d2e3f4a5b.jpg';

describe('image renditions', () => {
  it('names each width in a folder next to the image, a key the file server accepts', () => {
    expect(renditionKey(key, 480)).toBe('properties/0b7a4c57-2a43-4b8e-9d7a-3f9a1c2b4d5e/images/w480/5f0c2a8e-1b3d-4e6f-8a9b-0c1d2e3f4a5b.webp');
    for (const { key: k } of renditionKeys(key, 2048)) expect(k).toMatch(FILE_KEY_PATTERN);
  });

  it('has only the widths smaller than the image', () => {
    expect(renditionKeys(key, 2048).map((r) => r.width)).toEqual([480, 960, 1600]);
    expect(renditionKeys(key, 1000).map((r) => r.width)).toEqual([480, 960]);
    expect(renditionKeys(key, 480)).toEqual([]);
    expect(renditionSrcset('https://x.test', key, 1000)).toBe(
      `https://x.test/files/${renditionKey(key, 480)} 480w, https://x.test/files/${renditionKey(key, 960)} 960w, https://x.test/files/${key} 1000w`,
    );
  });

  it('writes WebP files of those widths in the image aspect, and deletes them all', async () => {
    const { storage, files } = memoryStorage();
    const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const written = await writeRenditions(storage, key, { buffer, width: 1200 });
    expect(written.map((r) => r.width)).toEqual([480, 960]);
    for (const r of written) {
      const meta = await sharp(files.get(r.key)!.body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(r.width);
      expect(meta.height).toBe(Math.round((r.width * 800) / 1200));
      expect(files.get(r.key)!.contentType).toBe('image/webp');
    }
    await deleteRenditions(storage, key);
    expect(files.size).toBe(0);
  });
});
