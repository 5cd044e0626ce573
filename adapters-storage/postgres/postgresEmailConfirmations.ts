import { sql, type Kysely } from 'kysely';
import type { EmailConfirmations } from '../../application/profile/EmailConfirmations';
import { enqueueMail } from './postgresMailQueue';
import type { Database } from './schema';

/** Profile e-mails waiting for their code in PostgreSQL; the letter goes through the transactional outbox. */
export function postgresEmailConfirmations(db: Kysely<Database>): EmailConfirmations {
  return {
    pending: async (customerId) => {
      const row = await db.selectFrom('email_confirmation').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
      return (
        row && {
          id: row.id,
          email: row.email,
          codeHash: row.code_hash,
          subscriptionConsent: row.subscription_consent,
          createdAt: new Date(row.created_at),
          expiresAt: new Date(row.expires_at),
        }
      );
    },
    request: (customerId, pending, letter) =>
      db.transaction().execute(async (trx) => {
        const values = {
          id: pending.id,
          email: pending.email,
          code_hash: pending.codeHash,
          subscription_consent: pending.subscriptionConsent,
          attempts: 0,
          created_at: pending.createdAt,
          expires_at: pending.expiresAt,
        };
        await trx
          .insertInto('email_confirmation')
          .values({ customer_id: customerId, ...values })
          .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
          .execute();
        await enqueueMail(trx, letter, `email-confirmation:${pending.id}`, pending.createdAt);
      }),
    countAttempt: async (customerId, id) => {
      const row = await db
        .updateTable('email_confirmation')
        .set({ attempts: sql`attempts + 1` })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? 0;
    },
    confirm: (customerId, id) =>
      db.transaction().execute(async (trx) => {
        const taken = await trx
          .deleteFrom('email_confirmation')
          .where('customer_id', '=', customerId)
          .where('id', '=', id)
          .returning(['email', 'subscription_consent'])
          .executeTakeFirst();
        if (!taken) return false;
        await trx.updateTable('customer').set({ email: taken.email }).where('id', '=', customerId).execute();
        if (taken.subscription_consent) {
          await trx
            .insertInto('newsletter_subscription')
            .values({ destination: taken.email, channel_type: 'EMAIL', source: 'profile', owner_key: `customer:${customerId}` })
            .onConflict((oc) => oc.columns(['channel_type', 'destination']).doNothing())
            .execute();
        }
        return true;
      }),
  };
}
