import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// E-mail (docs/email.md): mail_message is the transactional outbox the sending job drains;
// mail_outbox is the development gateway's store, read back at GET /dev/mail-outbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table mail_message (
      id uuid primary key,
      recipient text not null,
      subject text not null,
      body_text text not null,
      body_html text not null,
      -- What the letter reports, e.g. the gift card it brings (one letter per card).
      reference text unique,
      status text not null default 'PENDING' check (status in ('PENDING', 'SENT')),
      attempts integer not null default 0,
      last_error text,
      next_attempt_at timestamptz not null,
      sent_at timestamptz,
      created_at timestamptz not null
    );
    create index mail_message_due_idx on mail_message (next_attempt_at) where status = 'PENDING';
    create table mail_outbox (
      id uuid primary key,
      recipient text not null,
      subject text not null,
      body_text text not null,
      body_html text not null,
      created_at timestamptz not null
    );
    create index mail_outbox_recipient_idx on mail_outbox (recipient, created_at);
  `,
  );
}
