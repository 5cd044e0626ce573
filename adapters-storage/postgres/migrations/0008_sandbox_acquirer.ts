import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// The sandbox acquirer (issue 7, payment): the development stand-in for T-Bank keeps its own payments
// and a notification outbox, as an outside service would, so a crash loses no notification. The shop's
// payment keeps the acquirer's page address, so a repeated order request answers the same page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table payment add column confirmation_url text;

    create table sandbox_acquirer_payment (
      payment_id bigint generated always as identity (start with 7000001) primary key,
      terminal_key text not null,
      order_id text not null,
      amount bigint not null check (amount > 0),
      description text not null,
      success_url text not null,
      fail_url text not null,
      notification_url text not null,
      status text not null check (status in ('NEW', 'CONFIRMED', 'REJECTED', 'CANCELED')),
      created_at timestamptz not null default now(),
      unique (terminal_key, order_id)
    );

    create table sandbox_acquirer_notification (
      id bigint generated always as identity primary key,
      payment_id bigint not null references sandbox_acquirer_payment (payment_id),
      status text not null,
      attempts int not null default 0,
      created_at timestamptz not null default now(),
      next_attempt_at timestamptz not null default now(),
      delivered_at timestamptz
    );
    create index sandbox_acquirer_notification_due_idx on sandbox_acquirer_notification (next_attempt_at) where delivered_at is null;
  `,
  );
}
