import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadS3 } from '../../lib/lazy-modules';
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

/**
 * An S3-compatible bucket (AWS, MinIO, R2...). Path-style addressing when an endpoint is given.
 * The SDK is loaded, and the client made, on the first file call.
 */
export function s3Storage(opts: S3Options): Storage {
  let client: S3Client | undefined;
  const sdk = async () => {
    const s3 = await loadS3();
    client ??= new s3.S3Client({
      region: opts.region,
      endpoint: opts.endpoint ?? undefined,
      forcePathStyle: Boolean(opts.endpoint),
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      // Many S3-compatible servers do not speak the newer trailing-checksum uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { ...s3, client };
  };
  const Bucket = opts.bucket;
  return {
    driver: 's3',
    async put(key, body, contentType) {
      const { client, PutObjectCommand, Upload } = await sdk();
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
        return;
      }
      // Streams (videos) go up in 8 MB parts: never held whole in memory.
      await new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: contentType }, partSize: 8 * 1024 * 1024, queueSize: 2 }).done();
    },
    async get(key, range?: ByteRange) {
      const { client, GetObjectCommand } = await sdk();
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
      const { client, HeadObjectCommand } = await sdk();
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return Number(out.ContentLength ?? 0);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
