import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// The cart page (issue 7): blocked lines, and every gift-card PIN guess, so wrong guesses can be
// limited per shopper and per card number.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table cart_item add column blocked boolean not null default false;

    create table gift_card_attempt (
      id bigint generated always as identity primary key,
      owner_key text not null,
      card_number text not null,
      attempted_at timestamptz not null,
      succeeded boolean not null default false
    );
    create index gift_card_attempt_owner_idx on gift_card_attempt (owner_key, attempted_at);
    create index gift_card_attempt_number_idx on gift_card_attempt (card_number, attempted_at);
  `,
  );
}
