import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The address of the client's connection (rate limits); 'local' for in-process requests in tests. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
