import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Issue 14. An order keeps the owner's phone when it was confirmed by SMS code; a guest order with one goes to
// that phone's customer (docs/orders.md, Guest orders). Cancelling a paid order refunds it through the acquirer
// first: order_refund holds that refund (one per order) while a cancellation, or the job finishing it, asks the
// acquirer; the sandbox acquirer refunds (REFUNDED, as T-Bank's Cancel of a CONFIRMED payment does).
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table customer_order add column verified_phone text;
    create index customer_order_unclaimed_phone_idx on customer_order (verified_phone) where customer_id is null;

    alter table sandbox_acquirer_payment drop constraint sandbox_acquirer_payment_status_check;
    alter table sandbox_acquirer_payment add constraint sandbox_acquirer_payment_status_check
      check (status in ('NEW', 'CONFIRMED', 'REJECTED', 'CANCELED', 'REFUNDED'));

    create table order_refund (
      order_number text primary key references customer_order (order_number),
      payment_id uuid not null references payment (id),
      status text not null check (status in ('PENDING', 'DONE')),
      cancel_reason_code text not null,
      cancel_comment text,
      cancel_trouble_product boolean not null,
      -- The cancellation (or the job) holding the refund until then; a later one takes it over, asking the acquirer first.
      claimed_until timestamptz not null,
      created_at timestamptz not null,
      refunded_at timestamptz
    );
    create index order_refund_stale_idx on order_refund (claimed_until) where status = 'PENDING';
  `,
  );
}
