import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// The recent list (GET /profiles/recent-list) shows views newest first. Two views within one tick of the
// clock (PGlite's is coarse) tied on viewed_at; a sequence number taken at every view orders them exactly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create sequence recently_viewed_order;
    alter table recently_viewed add column view_order bigint not null default nextval('recently_viewed_order');
    create index recently_viewed_latest_idx on recently_viewed (owner_key, view_order desc);
  `,
  );
}
