import type { Kysely } from 'kysely';
import type { SubscriptionRepository } from '../../application/profile/SubscriptionRepository';
import { emailKey } from '../../domain/validation/email';
import type { Database } from './schema';

/** The profile's subscriptions: e-mail as a newsletter sign-up of the profile's address, SMS and push per customer. */
export function postgresSubscriptions(db: Kysely<Database>): SubscriptionRepository {
  return {
    subscriptionsOf: async (customerId) => {
      const customer = await db.selectFrom('customer').select('email').where('id', '=', customerId).executeTakeFirst();
      if (!customer) return undefined;
      const [newsletter, rows] = await Promise.all([
        customer.email
          ? db
              .selectFrom('newsletter_subscription')
              .select('destination')
              .where('channel_type', '=', 'EMAIL')
              .where('destination', '=', emailKey(customer.email))
              .executeTakeFirst()
          : undefined,
        db.selectFrom('customer_subscription').select(['channel', 'is_subscribed']).where('customer_id', '=', customerId).execute(),
      ]);
      return { email: customer.email, emailSubscribed: newsletter !== undefined, channels: Object.fromEntries(rows.map((r) => [r.channel, r.is_subscribed])) };
    },
    setEmailSubscription: async (customerId, email, subscribed) => {
      const destination = emailKey(email);
      if (subscribed) {
        // Owned by the customer, so deleting the profile removes it (postgresProfileEraser.ts).
        await db
          .insertInto('newsletter_subscription')
          .values({ destination, channel_type: 'EMAIL', source: 'profile', owner_key: `customer:${customerId}` })
          .onConflict((oc) => oc.columns(['channel_type', 'destination']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('newsletter_subscription').where('channel_type', '=', 'EMAIL').where('destination', '=', destination).execute();
      }
    },
    setChannelSubscription: async (customerId, channel, subscribed) => {
      await db
        .insertInto('customer_subscription')
        .values({ customer_id: customerId, channel, is_subscribed: subscribed })
        .onConflict((oc) => oc.columns(['customer_id', 'channel']).doUpdateSet({ is_subscribed: subscribed, updated_at: new Date() }))
        .execute();
    },
  };
}
