import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import type { MailGateway } from '../../application/mail/MailGateway';
import type { Database } from './schema';

/** A letter kept in the development outbox. */
export interface MailOutboxEntry {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly sentAt: string;
}

/** The development mail gateway: letters are stored, not sent, and read back newest first by recipient. */
export function postgresMailOutbox(db: Kysely<Database>, newId: () => string, now: () => Date) {
  const gateway: MailGateway = {
    send: async (m) => {
      await db
        .insertInto('mail_outbox')
        .values({ id: newId(), recipient: m.to, subject: m.subject, body_text: m.text, body_html: m.html, created_at: now() })
        .execute();
      return E.right(undefined);
    },
  };
  const read = async (to: string, limit = 50): Promise<MailOutboxEntry[]> => {
    const rows = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where(({ fn, eb }) => eb(fn('lower', ['recipient']), '=', to.toLowerCase()))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ to: r.recipient, subject: r.subject, text: r.body_text, html: r.body_html, sentAt: new Date(r.created_at).toISOString() }));
  };
  return { gateway, read };
}
