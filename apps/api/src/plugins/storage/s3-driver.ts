import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { ByteRange, Storage } from './storage';

export interface S3Options {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** An S3-compatible bucket (AWS, MinIO, R2...). Path-style addressing when an endpoint is given. */
export function s3Storage(opts: S3Options): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint ?? undefined,
    forcePathStyle: Boolean(opts.endpoint),
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    // Many S3-compatible servers do not speak the newer trailing-checksum uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  return {
    driver: 's3',
    async put(key, body, contentType) {
      // A stream is buffered to learn its length; files reach here already size-limited.
      const data = Buffer.isBuffer(body) ? body : Buffer.concat(await Readable.from(body).toArray());
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(key, range?: ByteRange) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : Number(out.ContentLength ?? 0);
        return { body: out.Body as Readable, size: total, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async size(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return Number(out.ContentLength ?? 0);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
