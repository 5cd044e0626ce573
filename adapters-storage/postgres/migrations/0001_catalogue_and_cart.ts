import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Plain SQL, valid on PostgreSQL 15+ and on PGlite: the schema reads the same in both.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table app_setting (key text primary key, value text not null);

    create table city (
      id text primary key, name text not null,
      lat double precision not null, lon double precision not null,
      geohash text not null check (char_length(geohash) = 12)
    );

    create table shop (
      id text primary key,
      shop_number text not null unique,
      kind text not null check (kind in ('SHOP', 'PICKUP_POINT')),
      name text not null,
      city_id text not null references city (id),
      address text not null,
      lat double precision not null, lon double precision not null,
      geohash text not null check (char_length(geohash) = 12),
      filters text[] not null default '{}',
      opening_hours text not null
    );
    create index shop_geohash_idx on shop (geohash text_pattern_ops);

    create table category (
      id text primary key,
      parent_id text references category (id),
      name text not null,
      url_path text not null unique,
      level int not null,
      position int not null
    );
    create index category_url_path_prefix_idx on category (url_path text_pattern_ops);

    create table sport (id text primary key, name text not null, url_code text not null unique);
    create table brand (id text primary key, name text not null, url_code text not null unique);

    create table product (
      product_id text primary key,
      model_id text not null,
      name text not null,
      description text not null,
      brand_id text not null references brand (id),
      category_id text not null references category (id),
      gender text not null,
      age text not null,
      colour_name text not null,
      colour_hex text not null,
      catalog_price numeric(12, 2) not null check (catalog_price >= 0),
      retail_price numeric(12, 2) not null check (retail_price >= 0 and retail_price <= catalog_price),
      rating numeric(2, 1) not null check (rating between 0 and 5),
      reviews_count int not null check (reviews_count >= 0),
      on_sale_soon boolean not null,
      image_count int not null check (image_count >= 0),
      weight_grams int not null check (weight_grams >= 0),
      technologies text[] not null,
      properties jsonb not null
    );
    create index product_category_idx on product (category_id, product_id);
    create index product_model_idx on product (model_id);

    create table product_sport (
      product_id text not null references product (product_id),
      sport_id text not null references sport (id),
      primary key (product_id, sport_id)
    );

    create table ware (
      ware_id text primary key,
      product_id text not null references product (product_id),
      size text not null,
      size_ru text, size_eur text, size_us text, size_uk text,
      foot_length numeric(4, 1),
      position int not null
    );
    create index ware_product_idx on ware (product_id, position);

    create table stock (
      ware_id text not null references ware (ware_id),
      shop_id text not null references shop (id),
      quantity int not null check (quantity >= 0),
      primary key (ware_id, shop_id)
    );

    create table cart (
      id uuid primary key,
      owner_key text not null unique,
      version int not null default 0,
      updated_at timestamptz not null default now()
    );

    create table cart_item (
      cart_id uuid not null references cart (id) on delete cascade,
      ware_id text not null references ware (ware_id),
      product_id text not null references product (product_id),
      quantity int not null check (quantity >= 0),
      selected boolean not null default true,
      deleted boolean not null default false,
      position int not null,
      primary key (cart_id, ware_id)
    );
  `,
  );
}
