import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Brotli's quality for a page compressed as it is sent: near gzip's speed, smaller (11 is for the build). */
const BROTLI_QUALITY = 5;

/** A compressor for the encodings the browser takes, brotli first; each write leaves as it comes. */
function compressorFor(acceptEncoding: string) {
  if (/\bbr\b/.test(acceptEncoding)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
    return { encoding: 'br', stream: createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params }) };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', stream: createGzip({ flush: constants.Z_SYNC_FLUSH }) };
  return undefined;
}

/**
 * Compresses the server-rendered pages as they stream: each part React writes is flushed, so the head
 * with its preloads reaches the browser before the rest of the markup is rendered (a plain
 * CompressionStream holds its output until the whole page is through).
 */
export function compressPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('content-encoding') || !res.headers.get('content-type')?.startsWith('text/html')) return;
    const headers = new Headers(res.headers);
    headers.append('vary', 'accept-encoding');
    const compressor = compressorFor(c.req.header('accept-encoding') ?? '');
    if (compressor) {
      headers.set('content-encoding', compressor.encoding);
      headers.delete('content-length');
    }
    const body = compressor
      ? (Readable.toWeb(Readable.fromWeb(res.body as NodeReadableStream).pipe(compressor.stream)) as ReadableStream<Uint8Array>)
      : res.body;
    // Hono's setter would copy the old headers over the new ones: reset it first.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
