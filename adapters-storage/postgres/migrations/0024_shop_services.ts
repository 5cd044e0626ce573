import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Workshop services (spec §7 services): categories → subcategories → services, a base price in roubles with
// prices of their own in some cities, and the shops that perform each. Ids are url codes (/services/{c}/{s}).
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table service_category (
      id text primary key check (id ~ '^[a-z0-9-]{1,64}$'),
      name text not null,
      position integer not null
    );
    create table service_subcategory (
      id text primary key check (id ~ '^[a-z0-9-]{1,64}$'),
      category_id text not null references service_category (id),
      name text not null,
      position integer not null
    );
    create index service_subcategory_category_idx on service_subcategory (category_id, position);
    create table shop_service (
      id text primary key check (id ~ '^[a-z0-9-]{1,64}$'),
      subcategory_id text not null references service_subcategory (id),
      name text not null,
      description text not null,
      duration_minutes integer not null check (duration_minutes > 0),
      base_price numeric(12, 2) not null check (base_price >= 0),
      position integer not null
    );
    create index shop_service_subcategory_idx on shop_service (subcategory_id, position);
    create table shop_service_price (
      service_id text not null references shop_service (id) on delete cascade,
      city_id text not null references city (id),
      price numeric(12, 2) not null check (price >= 0),
      primary key (service_id, city_id)
    );
    create table shop_service_shop (
      service_id text not null references shop_service (id) on delete cascade,
      shop_id text not null references shop (id),
      primary key (service_id, shop_id)
    );
    create index shop_service_shop_shop_idx on shop_service_shop (shop_id);
  `,
  );
}
