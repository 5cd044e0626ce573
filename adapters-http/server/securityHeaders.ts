import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The security headers every answer of the shop's own pages and calls carries (not the acquirer's callbacks). */
export const securityHeaders = secureHeaders({ crossOriginEmbedderPolicy: false });

/**
 * The headers `middleware` sets on an answer, read off the middleware itself by one answer through it: an answer
 * made outside Hono (keptAnswersFirst.ts) carries the same ones without a second list of them.
 */
export async function headersSetBy(middleware: MiddlewareHandler): Promise<Headers> {
  const probe = new Hono().use(middleware).get('*', (c) => c.body(null));
  return (await probe.request('/')).headers;
}
