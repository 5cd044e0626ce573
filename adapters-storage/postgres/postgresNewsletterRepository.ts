import type { Kysely } from 'kysely';
import type { NewsletterRepository } from '../../application/shell/NewsletterRepository';
import type { Database } from './schema';

/** Newsletter sign-ups in PostgreSQL; an address signs up once. */
export function postgresNewsletterRepository(db: Kysely<Database>): NewsletterRepository {
  return {
    subscribe: async ({ destination, source, ownerKey }) => {
      const inserted = await db
        .insertInto('newsletter_subscription')
        .values({ destination, channel_type: 'EMAIL', source, owner_key: ownerKey })
        .onConflict((oc) => oc.columns(['channel_type', 'destination']).doNothing())
        .returning('destination')
        .executeTakeFirst();
      return inserted ? 'created' : 'existing';
    },
  };
}
