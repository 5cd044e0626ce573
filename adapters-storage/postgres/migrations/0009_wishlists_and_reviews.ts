import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Issue 5: wishlists of signed-in customers (the default list and named custom lists, shared by their id),
// product reviews and questions with votes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table favourite (
      customer_id uuid not null references customer (id) on delete cascade,
      ware_id text not null references ware (ware_id) on delete cascade,
      product_id text not null references product (product_id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (customer_id, ware_id)
    );

    create table custom_wishlist (
      id uuid primary key,
      customer_id uuid not null references customer (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 50),
      created_at timestamptz not null default now()
    );
    create index custom_wishlist_customer_idx on custom_wishlist (customer_id, created_at);

    create table custom_wishlist_item (
      wishlist_id uuid not null references custom_wishlist (id) on delete cascade,
      ware_id text not null references ware (ware_id) on delete cascade,
      product_id text not null references product (product_id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (wishlist_id, ware_id)
    );

    create table product_review (
      id uuid primary key,
      product_id text not null references product (product_id) on delete cascade,
      customer_id uuid references customer (id) on delete set null,
      author text not null,
      is_anonymous boolean not null default false,
      body text not null check (char_length(body) between 1 and 2000),
      rating smallint not null check (rating between 1 and 5),
      photo_ids text[] not null default '{}',
      likes int not null default 0 check (likes >= 0),
      dislikes int not null default 0 check (dislikes >= 0),
      created_at timestamptz not null default now()
    );
    create index product_review_product_idx on product_review (product_id, created_at desc);
    create unique index product_review_once_idx on product_review (product_id, customer_id);

    create table review_vote (
      review_id uuid not null references product_review (id) on delete cascade,
      owner_key text not null,
      vote text not null check (vote in ('LIKE', 'DISLIKE')),
      primary key (review_id, owner_key)
    );

    create table product_question (
      id uuid primary key,
      product_id text not null references product (product_id) on delete cascade,
      customer_id uuid references customer (id) on delete set null,
      author text not null,
      is_anonymous boolean not null default false,
      body text not null check (char_length(body) between 1 and 2000),
      answer text,
      created_at timestamptz not null default now()
    );
    create index product_question_product_idx on product_question (product_id, created_at desc);
  `,
  );
}
