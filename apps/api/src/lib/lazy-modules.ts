/**
 * Heavy packages the server needs only for some calls, loaded on first use instead of at start:
 * the image library (sharp and its native libvips), file-type sniffing, the mail transport and the
 * S3 client. An idle server, and one that only lists and searches, does not hold them in memory.
 * Each loader imports its package once; later calls share the same module.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

export const loadSharp = once(async () => (await import('sharp')).default);
export const loadFileType = once(() => import('file-type'));
export const loadNodemailer = once(async () => (await import('nodemailer')).default);
export const loadS3 = once(async () => ({ ...(await import('@aws-sdk/client-s3')), ...(await import('@aws-sdk/lib-storage')) }));
