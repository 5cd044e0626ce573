import { sql, type Kysely } from 'kysely';
import type { ProfileEraser } from '../../application/profile/ProfileEraser';
import type { Database } from './schema';

/** An erased customer's phone: frees the number for a new sign-up and never matches a real one. */
const ERASED_PHONE_PREFIX = 'erased:';

const ANONYMOUS_PERSON = sql`jsonb_build_object('firstName', '', 'lastName', '', 'phone', '')`;

/**
 * Erases a customer (docs/profile.md, Deleting the profile). The row stays, emptied, because orders and the
 * operators' audit refer to it; what is keyed by the owner (`customer:<id>` and its fast cart) goes too.
 */
export function postgresProfileEraser(db: Kysely<Database>): ProfileEraser {
  return {
    erase: (customerId) =>
      db.transaction().execute(async (tx) => {
        // The lock makes a parallel erase wait and then see the erased phone.
        const customer = await tx.selectFrom('customer').select('phone').where('id', '=', customerId).forUpdate().executeTakeFirst();
        if (!customer || customer.phone.startsWith(ERASED_PHONE_PREFIX)) return false;
        const owner = `customer:${customerId}`;
        const owners = [owner, `${owner}:FAST`];
        await tx
          .updateTable('customer')
          .set({
            phone: `${ERASED_PHONE_PREFIX}${customerId}`,
            first_name: null,
            last_name: null,
            email: null,
            birth_date: null,
            sex: null,
            address: null,
            profile_completed: false,
            mobile_app_installed: null,
            bonuses: 0,
            level: null,
          })
          .where('id', '=', customerId)
          .execute();
        await tx.updateTable('session').set({ revoked: true }).where('customer_id', '=', customerId).execute();
        for (const table of [
          'customer_identity',
          'customer_favorite_sport',
          'favourite',
          'custom_wishlist',
          'personal_price',
          'customer_delivery_address',
          'customer_subscription',
          'customer_notification',
          'appeal_file',
          'pro_file',
          'pro_profile',
          'email_confirmation',
          'retail_purchase',
          'promo_code',
        ] as const) {
          await tx.deleteFrom(table).where('customer_id', '=', customerId).execute();
        }
        for (const table of ['comparison_item', 'recently_viewed', 'owner_location', 'newsletter_subscription'] as const) {
          await tx.deleteFrom(table).where('owner_key', 'in', owners).execute();
        }
        await tx.updateTable('cart').set({ checkout: '{}' }).where('owner_key', 'in', owners).execute();
        // Appeals stay for the service desk's records, without the e-mail given for the answer.
        await tx.updateTable('appeal').set({ email: null }).where('customer_id', '=', customerId).execute();
        // Published reviews and questions stay, signed «Покупатель» (a blank author, domain/reviews).
        for (const table of ['product_review', 'product_question'] as const) {
          await tx.updateTable(table).set({ customer_id: null, author: '', is_anonymous: true }).where('customer_id', '=', customerId).execute();
        }
        // Orders stay for accounting and returns: no names, phones, e-mails, comment or precise address.
        await tx
          .updateTable('customer_order')
          .set({
            contacts: sql`jsonb_build_object('owner', ${ANONYMOUS_PERSON}, 'receiver', case when jsonb_typeof(contacts -> 'receiver') = 'object' then ${ANONYMOUS_PERSON} else 'null'::jsonb end)`,
            shipment: sql`case when shipment ->> 'type' = 'DELIVERY' then shipment || jsonb_build_object('address', jsonb_build_object('text', ''), 'geoPoint', left(shipment ->> 'geoPoint', 5)) else shipment end`,
            legal_entity: sql`case when legal_entity is null then null else legal_entity - 'accountant' - 'ceo' end`,
            comment: null,
            // The phone a guest order proved (migration 0030) is personal data too.
            verified_phone: null,
          })
          .where((eb) => eb.or([eb('customer_id', '=', customerId), eb('owner_key', 'in', owners)]))
          .execute();
        return true;
      }),
  };
}
