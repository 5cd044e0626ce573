import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Checkout and orders (issue 7): the cart's checkout choices, promo codes, gift cards, snapshots,
// orders with their lines and idempotency keys, payments and the acquirer's notifications.
// Every balance that money is spent from carries a check constraint, so the database itself refuses
// to go below zero even if a use-case is wrong.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table cart add column checkout jsonb not null default '{}';
    alter table customer add constraint customer_bonuses_not_negative check (bonuses >= 0);

    create table promo_code (
      code text primary key check (code = upper(code)),
      kind text not null check (kind in ('PERCENT', 'AMOUNT')),
      value numeric(12, 2) not null check (value > 0),
      min_products_cost numeric(12, 2) not null default 0 check (min_products_cost >= 0),
      max_uses int check (max_uses > 0),
      uses int not null default 0 check (uses >= 0 and (max_uses is null or uses <= max_uses)),
      active_to timestamptz
    );

    create table gift_card (
      number text primary key,
      pin_hash text not null,
      balance numeric(12, 2) not null check (balance >= 0),
      expires_at timestamptz
    );

    create table cart_snapshot (
      id uuid primary key,
      lines jsonb not null,
      created_at timestamptz not null default now()
    );

    create table customer_order (
      order_number text primary key,
      cart_id uuid not null,
      owner_key text not null,
      customer_id uuid references customer (id),
      status text not null check (status in ('AWAITING_PAYMENT', 'CREATED', 'PAID', 'CANCELLED')),
      obtaining_type text not null check (obtaining_type in ('PICKUP', 'DELIVERY')),
      shipment jsonb not null,
      contacts jsonb not null,
      payment_method text not null,
      payment_tool text,
      is_legal_entity boolean not null default false,
      legal_entity jsonb,
      products_cost numeric(12, 2) not null check (products_cost >= 0),
      discount_amount numeric(12, 2) not null check (discount_amount >= 0),
      bonus_amount numeric(12, 2) not null check (bonus_amount >= 0),
      gift_cards_amount numeric(12, 2) not null check (gift_cards_amount >= 0),
      delivery_cost numeric(12, 2) not null check (delivery_cost >= 0),
      total_cost numeric(12, 2) not null check (total_cost >= 0),
      amount_to_pay numeric(12, 2) not null check (amount_to_pay >= 0),
      weight_grams int not null check (weight_grams >= 0),
      promo_codes text[] not null default '{}',
      gift_cards jsonb not null default '[]',
      subscription boolean not null default false,
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      cancelled_at timestamptz
    );
    create index customer_order_owner_idx on customer_order (owner_key, created_at);
    create index customer_order_customer_idx on customer_order (customer_id, created_at) where customer_id is not null;
    create index customer_order_awaiting_idx on customer_order (created_at) where status = 'AWAITING_PAYMENT';
    create sequence order_number_seq start with 1000001;

    create table order_line (
      order_number text not null references customer_order (order_number),
      ware_id text not null references ware (ware_id),
      product_id text not null references product (product_id),
      shop_id text not null references shop (id),
      quantity int not null check (quantity > 0),
      price numeric(12, 2) not null check (price >= 0),
      primary key (order_number, ware_id, shop_id)
    );

    create table order_request (
      owner_key text not null,
      idempotency_key text not null,
      order_number text not null references customer_order (order_number),
      created_at timestamptz not null default now(),
      primary key (owner_key, idempotency_key)
    );

    create table payment (
      id uuid primary key,
      order_number text not null references customer_order (order_number),
      provider text not null,
      provider_payment_id text,
      payment_tool text,
      amount numeric(12, 2) not null check (amount > 0),
      status text not null check (status in ('PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (provider, provider_payment_id)
    );
    create index payment_order_idx on payment (order_number, created_at);
    create unique index payment_one_success_idx on payment (order_number) where status = 'SUCCEEDED';

    create table payment_notification (
      provider text not null,
      notification_id text not null,
      payload jsonb not null,
      received_at timestamptz not null default now(),
      primary key (provider, notification_id)
    );
  `,
  );
}
