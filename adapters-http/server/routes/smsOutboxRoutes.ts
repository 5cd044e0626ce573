import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { OutboxQuery } from '../../contract/auth';
import type { OutboxEntry } from '../authDeps';
import { decodeQuery } from '../decode';
import { failure } from '../failure';

/** GET /dev/sms-outbox?phone=… — the development outbox, newest first; mounted only with the outbox adapter. */
export function smsOutboxRoutes(read: (phone: string) => Promise<readonly OutboxEntry[]>) {
  return new Hono().get('/dev/sms-outbox', async (c) => {
    const query = decodeQuery(c, OutboxQuery);
    if (E.isLeft(query)) return failure(c, query.left);
    const phone = query.right.phone.trim();
    return c.json(await read(phone.startsWith('+') ? phone : `+${phone}`));
  });
}
