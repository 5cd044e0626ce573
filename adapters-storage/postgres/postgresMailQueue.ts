import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { MailQueue } from '../../application/mail/MailQueue';
import type { MailMessage } from '../../domain/mail/giftCardMail';
import type { Database } from './schema';

/**
 * Writes a letter into the outbox inside the caller's transaction, so it exists exactly when the change it
 * reports does; `reference` (e.g. `egc-card:N`) keeps one letter per fact.
 */
export async function enqueueMail(trx: Transaction<Database>, message: MailMessage, reference: string, now: Date): Promise<void> {
  await trx
    .insertInto('mail_message')
    .values({
      id: sql<string>`gen_random_uuid()`,
      recipient: message.to,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html,
      reference,
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
}

/** How long a taken letter is kept from other runs while its send is under way (longer than any provider timeout). */
const LEASE_MS = 10 * 60 * 1000;

/**
 * The outbox drained one letter at a time. A letter is taken by one statement that locks it FOR UPDATE SKIP
 * LOCKED and moves its next try past a lease, so parallel runs never take the same letter; the send happens
 * outside any transaction (no connection is held while the provider answers) and then the letter is marked sent,
 * or keeps the error and its next try time.
 */
export function postgresMailQueue(db: Kysely<Database>): MailQueue {
  return {
    processDue: async (now, limit, deliver) => {
      let handled = 0;
      while (handled < limit) {
        const taken = await sql<Selectable<Database['mail_message']>>`
          update mail_message set next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}, attempts = attempts + 1
          where id = (select id from mail_message where status = 'PENDING' and next_attempt_at <= ${now}
                      order by next_attempt_at, id limit 1 for update skip locked)
          returning *`.execute(db);
        const row = taken.rows[0];
        if (!row) break;
        const outcome = await deliver({
          id: row.id,
          attempts: row.attempts - 1,
          message: { to: row.recipient, subject: row.subject, text: row.body_text, html: row.body_html },
        });
        await db
          .updateTable('mail_message')
          .set(
            outcome._tag === 'SENT'
              ? { status: 'SENT', sent_at: now, last_error: null }
              : { last_error: outcome.error.slice(0, 1000), next_attempt_at: outcome.nextAttemptAt },
          )
          .where('id', '=', row.id)
          .where('status', '=', 'PENDING')
          .execute();
        handled++;
      }
      return handled;
    },
  };
}
