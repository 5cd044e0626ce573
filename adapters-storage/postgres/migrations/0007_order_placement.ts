import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Order placement (issue 7): the buyer's comment to the order, and the index the active-orders limit of
// anonymous buyers (by the owner's phone) reads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table customer_order add column comment text check (char_length(comment) <= 1000);
    create index customer_order_owner_phone_idx on customer_order ((contacts -> 'owner' ->> 'phone'))
      where customer_id is null and status in ('AWAITING_PAYMENT', 'CREATED');
  `,
  );
}
