import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Delivery addresses kept in the profile (spec §3 Delivery address, §7 Profile); at most 10 per customer,
// counted under a lock of the customer's row (postgresDeliveryAddresses.ts). Lengths as the checkout's address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table customer_delivery_address (
      id uuid primary key,
      customer_id uuid not null references customer (id),
      name text not null check (char_length(name) between 1 and 50),
      text text not null check (char_length(text) between 1 and 300),
      entrance text not null default '' check (char_length(entrance) <= 10),
      doorphone_code text not null default '' check (char_length(doorphone_code) <= 20),
      floor text not null default '' check (char_length(floor) <= 10),
      apartment text not null default '' check (char_length(apartment) <= 10),
      geo_point text not null check (char_length(geo_point) = 12),
      created_at timestamptz not null default now()
    );
    create index customer_delivery_address_customer_idx on customer_delivery_address (customer_id, created_at);
  `,
  );
}
