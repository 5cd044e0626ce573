import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Issue 5: photos of reviews and questions. A photo belongs to the customer who uploaded it; a review
// or question takes it (attached_at), and photos nobody took are deleted after a day (a background job).
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table review_photo (
      id uuid primary key,
      customer_id uuid not null references customer (id) on delete cascade,
      content_type text not null check (content_type in ('image/jpeg', 'image/webp')),
      bytes bytea not null,
      thumbnail bytea not null,
      width int not null check (width > 0),
      height int not null check (height > 0),
      created_at timestamptz not null,
      attached_at timestamptz
    );
    create index review_photo_customer_idx on review_photo (customer_id, created_at);
    create index review_photo_unattached_idx on review_photo (created_at) where attached_at is null;

    alter table product_question add column photo_ids text[] not null default '{}';
  `,
  );
}
