import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// POST /profiles/current/_activate-discount (spec §7 Profile; docs/profile.md): a promo code issued to one customer — the
// club's welcome discount, one per customer — shown in that customer's promo codes only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table promo_code add column customer_id uuid references customer (id) on delete cascade;
    create unique index promo_code_customer_idx on promo_code (customer_id) where customer_id is not null;
  `,
  );
}
