import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Returns of received orders (docs/returns.md): the RECEIVED state the fulfilment system reports, which
// shops take returns (null: by kind, shops yes and pickup points no), the customer's draft (one return cart
// per order) and the filed returns with their lines at the unit price paid.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table customer_order drop constraint customer_order_status_check;
    alter table customer_order add constraint customer_order_status_check
      check (status in ('AWAITING_PAYMENT', 'CREATED', 'PAID', 'CANCELLED', 'RECEIVED'));
    alter table customer_order add column received_at timestamptz;
    alter table shop add column accepts_returns boolean;

    create table return_cart (
      id uuid primary key,
      order_number text not null unique references customer_order (order_number),
      items jsonb not null default '[]',
      return_point text,
      address text check (char_length(address) <= 250),
      updated_at timestamptz not null default now()
    );

    create sequence order_return_seq start with 5000001;
    create table order_return (
      id text primary key default nextval('order_return_seq')::text,
      order_number text not null references customer_order (order_number),
      customer_id uuid not null references customer (id),
      status text not null check (status in ('CREATED', 'CANCELLED', 'ACCEPTED', 'REFUNDED', 'REFUSED', 'DISPUTED')),
      return_point text,
      address text check (char_length(address) <= 250),
      refund_amount numeric(12, 2) not null check (refund_amount >= 0),
      currency text not null,
      argue_comment text check (char_length(argue_comment) <= 1000),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check ((return_point is null) <> (address is null))
    );
    create index order_return_customer_idx on order_return (customer_id, created_at);
    create index order_return_order_idx on order_return (order_number);

    create table order_return_line (
      return_id text not null references order_return (id),
      ware_id text not null references ware (ware_id),
      product_id text not null references product (product_id),
      quantity int not null check (quantity > 0),
      price numeric(12, 2) not null check (price >= 0),
      reason_code text not null,
      comment text check (char_length(comment) <= 1000),
      -- Photos of a defect (review_photo ids, taken by the return so the clean-up keeps them).
      image_codes text[] not null default '{}',
      primary key (return_id, ware_id)
    );
  `,
  );
}
