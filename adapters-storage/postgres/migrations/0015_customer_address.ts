import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// The profile's postal address (spec §3 Profile), free text edited on /profile/personal/ (docs/profile.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table customer add column address text check (char_length(address) <= 250);
  `,
  );
}
