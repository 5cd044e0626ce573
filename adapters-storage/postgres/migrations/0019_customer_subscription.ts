import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// The profile's SMS and push subscriptions (spec §3 Profile subscriptions); no row means never chosen, i.e. off.
// E-mail is the newsletter sign-up of the profile's address (newsletter_subscription), not stored here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table customer_subscription (
      customer_id uuid not null references customer (id),
      channel text not null check (channel in ('SMS', 'APP_PUSH')),
      is_subscribed boolean not null,
      updated_at timestamptz not null default now(),
      primary key (customer_id, channel)
    );
  `,
  );
}
