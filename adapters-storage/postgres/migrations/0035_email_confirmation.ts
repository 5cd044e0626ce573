import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// POST /profiles/current/email and …/emails/_confirm (spec §7 Profile; docs/profile.md): the address a customer asked
// for, waiting for the code sent to it (hashed, as sign-in codes are); one per customer, the newest request wins.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table email_confirmation (
      customer_id uuid primary key references customer (id) on delete cascade,
      id uuid not null,
      email text not null,
      code_hash text not null,
      subscription_consent boolean not null,
      attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
  `,
  );
}
