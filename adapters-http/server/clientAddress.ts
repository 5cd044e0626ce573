import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * The client's address behind `trustedProxies` reverse proxies: each appends to X-Forwarded-For the
 * address it received from, so the client is the entry the outermost trusted proxy wrote, counted
 * from the right. Entries further left are the client's own and may be forged. With no trusted
 * proxies, or fewer entries than proxies, the connection's own peer.
 */
export function forwardedClientAddress(forwardedFor: string | undefined, socket: string, trustedProxies: number): string {
  if (trustedProxies === 0) return socket;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops[hops.length - trustedProxies] ?? socket;
}

/** Works out the client's address once per request (rate limits, captcha checks). */
export function clientAddressMiddleware(trustedProxies: number): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientAddress', forwardedClientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustedProxies));
    await next();
  };
}

/** The client's address (rate limits); 'local' for in-process requests in tests. */
export function clientAddress(c: Context): string {
  return (c.get('clientAddress') as string | undefined) ?? socketAddress(c);
}
