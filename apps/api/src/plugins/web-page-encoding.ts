import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The app's page leaves compressed (issue 15). It is the not-found handler's answer (plugins/web.ts),
 * which @fastify/compress never reaches: that plugin hooks each route as it is added. So the page
 * left as written: 8.7 KB for the plain page, ~20 KB for /customers with its first answers written
 * in, where Brotli makes them ~2.3 and ~5 KB (a phone on 1.6 Mbit/s waits ~80 ms less on /customers).
 */
type PageEncoding = 'br' | 'gzip';
const ENCODINGS: PageEncoding[] = ['br', 'gzip'];

/**
 * Brotli's quality for a page written per visit (the signed-in page with its answers): 5 compresses
 * 20–100 KB of it in ~0.5–0.8 ms, within 10% of the best (11, which takes 10–40 ms).
 */
const QUALITY_PER_VISIT = 5;

function encode(html: string, encoding: PageEncoding, quality: number): Buffer {
  const raw = Buffer.from(html, 'utf8');
  if (encoding === 'gzip') return gzipSync(raw, { level: quality >= 11 ? 9 : 6 });
  return brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

/** A page every visitor gets as it is: each encoding made once, at the best quality. */
export interface SharedPage {
  html: string;
  encoded: Record<PageEncoding, Buffer>;
}

export function sharedPage(html: string): SharedPage {
  return { html, encoded: { br: encode(html, 'br', 11), gzip: encode(html, 'gzip', 11) } };
}

/**
 * Sends `page` as text/html in the best encoding the request accepts (none without an
 * Accept-Encoding header). `vary` names the request headers the page depends on besides that one.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: string | SharedPage, vary: string[] = []) {
  const header = request.headers['accept-encoding'];
  const encoding = header ? (negotiate(header, ENCODINGS) as PageEncoding | null) : null;
  reply.header('vary', [...vary, 'Accept-Encoding'].join(', ')).type('text/html; charset=utf-8');
  const html = typeof page === 'string' ? page : page.html;
  if (!encoding) return reply.send(html);
  const body = typeof page === 'string' ? encode(page, encoding, QUALITY_PER_VISIT) : page.encoded[encoding];
  return reply.header('content-encoding', encoding).send(body);
}
