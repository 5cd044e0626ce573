import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// POST /orders/{n}/_prolong-receiving-date and /edit-reasons (spec §7 Orders; docs/orders.md): how many times the
// customer prolonged the order's keeping in the shop, and the changes the customer asked for, kept for the service desk.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table customer_order add column keeping_prolongations integer not null default 0 check (keeping_prolongations >= 0);

    create table order_edit_request (
      order_number text not null references customer_order (order_number),
      reason_code text not null,
      created_at timestamptz not null,
      -- One request per order and reason: the customer asking again (or a retry) changes nothing.
      primary key (order_number, reason_code)
    );
  `,
  );
}
