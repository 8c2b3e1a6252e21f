import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface StoredFile {
  body: Readable;
  /** Whole size of the object. */
  size: number;
  contentType: string;
}

/** One storage layer for every uploaded file; keys are produced by `newFileKey`. */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Writes the whole object; it is visible only once complete. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Reads the object, or a byte range of it; null when it does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}
