import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Issue 14. The sandbox acquirer keeps the currency Init named (T-Bank's ISO 4217 `Currency`), so its
// page shows a payment in the order's own currency.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table sandbox_acquirer_payment add column currency text not null default 'RUB';
  `,
  );
}
