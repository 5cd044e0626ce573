import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// GET /technologies (spec §7): what each technology named on products (product.technologies) does, for the shopper.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table technology (
      name text primary key,
      description text not null check (description <> '')
    );
  `,
  );
}
