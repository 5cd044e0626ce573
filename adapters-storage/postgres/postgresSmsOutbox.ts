import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import type { SmsGateway } from '../../application/auth/SmsGateway';
import type { Database } from './schema';

/** A message kept in the development outbox. */
export interface OutboxMessage {
  readonly phone: string;
  readonly text: string;
  readonly sentAt: string;
}

/** The development SMS gateway: messages are stored, not sent, and read back newest first. */
export function postgresSmsOutbox(db: Kysely<Database>, newId: () => string, now: () => Date) {
  const gateway: SmsGateway = {
    send: async (phone, text) => {
      await db.insertInto('sms_outbox').values({ id: newId(), phone, text, created_at: now() }).execute();
      return E.right(undefined);
    },
  };
  const read = async (phone: string, limit = 20): Promise<OutboxMessage[]> => {
    const rows = await db
      .selectFrom('sms_outbox')
      .select(['phone', 'text', 'created_at'])
      .where('phone', '=', phone)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ phone: r.phone, text: r.text, sentAt: new Date(r.created_at).toISOString() }));
  };
  return { gateway, read };
}
