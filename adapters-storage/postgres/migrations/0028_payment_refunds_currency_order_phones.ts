import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Issue 14. The sandbox acquirer keeps the currency Init named (T-Bank's ISO 4217 `Currency`), so its
// page shows a payment in the order's own currency. An order keeps the owner's phone when it was confirmed
// by SMS code; a guest order with one goes to that phone's customer (docs/orders.md, Guest orders).
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `
    alter table sandbox_acquirer_payment add column currency text not null default 'RUB';
    alter table customer_order add column verified_phone text;
    create index customer_order_unclaimed_phone_idx on customer_order (verified_phone) where customer_id is null;
  `);
}
