import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { MailOutboxQuery, type MailOutboxEntry } from '../../contract/mail';
import { decodeQuery } from '../decode';
import { failure } from '../failure';

/** GET /dev/mail-outbox?to=… — letters the development outbox holds for an address; mounted only with that adapter. */
export function mailOutboxRoutes(read: (to: string) => Promise<readonly MailOutboxEntry[]>) {
  return new Hono().get('/dev/mail-outbox', async (c) => {
    const query = decodeQuery(c, MailOutboxQuery);
    if (E.isLeft(query)) return failure(c, query.left);
    return c.json(await read(query.right.to.trim()));
  });
}
