import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipBytes = promisify(gzip);
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/)/;

/**
 * Gzips the API's answers from `thresholdBytes` when the client takes gzip. The answers are whole
 * JSON bodies, so one zlib call does it: hono/compress streams every answer through a
 * CompressionStream, which cost ~1.2 ms a request even for a 2 KB autocomplete answer, and it
 * cannot skip small ones without a Content-Length (docs/performance.md).
 */
export function gzipAnswers(thresholdBytes: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '') || c.req.method === 'HEAD' || res.status === 204 || res.status === 206) return;
    if (res.headers.has('content-encoding') || !COMPRESSIBLE.test(res.headers.get('content-type') ?? '') || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('vary', 'accept-encoding');
    const zipped = body.byteLength >= thresholdBytes ? await gzipBytes(body) : null;
    if (zipped) headers.set('content-encoding', 'gzip');
    headers.set('content-length', String((zipped ?? body).byteLength));
    // Hono's setter would copy the old headers over the new ones: reset it first.
    c.res = undefined;
    c.res = new Response(zipped ?? body, { status: res.status, statusText: res.statusText, headers });
  };
}
