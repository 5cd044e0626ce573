import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Issue 5, the product page: personal prices of signed-in customers and kits of products bought together.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table personal_price (
      customer_id uuid not null references customer (id) on delete cascade,
      product_id text not null references product (product_id) on delete cascade,
      price numeric(12, 2) not null check (price > 0),
      valid_until timestamptz not null,
      primary key (customer_id, product_id)
    );

    create table kit (
      id text primary key,
      name text not null check (char_length(name) between 1 and 200),
      sport_id text not null references sport (id),
      position int not null
    );

    create table kit_product (
      kit_id text not null references kit (id) on delete cascade,
      product_id text not null references product (product_id) on delete cascade,
      position int not null,
      primary key (kit_id, product_id)
    );
    create index kit_product_product_idx on kit_product (product_id);
  `,
  );
}
