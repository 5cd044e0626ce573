import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// The page shell's storage: behaviour events, newsletter sign-ups, the chosen location per session owner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table analytics_event (
      id bigint generated always as identity primary key,
      owner_key text not null,
      event_group text not null,
      event_name text not null,
      page_type text,
      payload jsonb not null default '{}',
      occurred_at timestamptz,
      received_at timestamptz not null default now()
    );
    create index analytics_event_name_idx on analytics_event (event_group, event_name, received_at);

    create table newsletter_subscription (
      destination text not null,
      channel_type text not null check (channel_type in ('EMAIL')),
      source text not null,
      owner_key text not null,
      subscribed_at timestamptz not null default now(),
      primary key (channel_type, destination)
    );

    create table owner_location (
      owner_key text primary key,
      geo_point text not null check (char_length(geo_point) = 12),
      location_level text not null check (location_level in ('OTHER', 'STREET', 'HOUSE')),
      location_name text not null,
      updated_at timestamptz not null default now()
    );
  `,
  );
}
