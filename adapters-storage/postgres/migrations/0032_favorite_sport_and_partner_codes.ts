import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// The profile's favourite sport and partner promo codes handed out by e-mail (spec §7 Profile).
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table customer_favorite_sport (
      customer_id uuid primary key references customer (id),
      -- No reference: the sport directory is reloaded with the catalogue; a sport gone reads as none chosen.
      sport_id text not null,
      updated_at timestamptz not null default now()
    );
    create table partner_promo_code (
      partner text not null,
      email text not null,
      code text not null unique,
      created_at timestamptz not null,
      primary key (partner, email)
    );
  `,
  );
}
