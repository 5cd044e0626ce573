import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// GET /orders/retails and /orders/retails/{n} (spec §7 Orders; docs/orders.md): the customer's purchases at a shop's till
// with the club card, as the shops' till system reports them (receipt number, shop, time, lines, bonuses).
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table retail_purchase (
      receipt_number text primary key,
      customer_id uuid not null references customer (id) on delete cascade,
      shop_id text not null references shop (id),
      purchased_at timestamptz not null,
      total numeric(12, 2) not null check (total >= 0),
      bonuses_spent integer not null default 0 check (bonuses_spent >= 0),
      bonuses_earned integer not null default 0 check (bonuses_earned >= 0)
    );
    create index retail_purchase_customer_idx on retail_purchase (customer_id, purchased_at desc);

    create table retail_purchase_line (
      receipt_number text not null references retail_purchase (receipt_number) on delete cascade,
      position integer not null,
      -- Null for goods the site does not sell (a service, a bag): the receipt's name is kept either way.
      product_id text references product (product_id),
      name text not null,
      size text,
      quantity integer not null check (quantity > 0),
      price numeric(12, 2) not null check (price >= 0),
      primary key (receipt_number, position)
    );
  `,
  );
}
