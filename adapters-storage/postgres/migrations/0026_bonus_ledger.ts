import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Bonus crediting and expiry (docs/profile.md «Bonuses»): the ledger of movements written by the jobs, one row
// per order and kind so parallel runs credit or expire an order once; the level the customer had when the
// order was received, which sets its percent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table customer_order add column received_level text;
    create table bonus_ledger (
      id bigserial primary key,
      customer_id uuid not null references customer (id) on delete cascade,
      order_number text not null references customer_order (order_number),
      kind text not null check (kind in ('EARNED', 'EXPIRED')),
      amount int not null check (amount >= 0),
      -- What the order counted towards the level: goods after discounts, less refunds (EARNED only).
      purchase_amount numeric(12, 2),
      at timestamptz not null,
      expires_at timestamptz,
      unique (order_number, kind)
    );
    create index bonus_ledger_customer_idx on bonus_ledger (customer_id, at);
  `,
  );
}
