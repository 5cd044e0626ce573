import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Customers cancelling their orders (spec §3 Cancel order): why, in their words, and whether a product was
// the trouble. Orders released for want of payment keep these null.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table customer_order
      add column cancel_reason_code text,
      add column cancel_comment text check (char_length(cancel_comment) <= 1000),
      add column cancel_trouble_product boolean;
  `,
  );
}
