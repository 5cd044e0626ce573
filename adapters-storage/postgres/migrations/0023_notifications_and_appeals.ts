import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Profile notifications and appeals (docs/notifications-and-appeals.md). Notifications store a kind and
// its data, never text: the words are the domain's, chosen when read, so a new order state needs no SQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table customer_notification (
      id uuid primary key default gen_random_uuid(),
      -- The order of writing: two notifications of one transaction share created_at.
      seq bigint generated always as identity,
      customer_id uuid not null references customer (id) on delete cascade,
      kind text not null check (kind in ('ORDER_STATUS', 'APPEAL_ANSWERED')),
      payload jsonb not null,
      created_at timestamptz not null default now(),
      read_at timestamptz
    );
    create index customer_notification_list_idx on customer_notification (customer_id, seq desc);
    create index customer_notification_unread_idx on customer_notification (customer_id) where read_at is null;

    create table appeal (
      id uuid primary key,
      appeal_number bigint generated always as identity (start with 100001) unique,
      customer_id uuid not null references customer (id) on delete cascade,
      type text not null,
      order_number text,
      store_number text,
      text text not null,
      email text,
      status text not null default 'NEW' check (status in ('NEW', 'IN_PROGRESS', 'ANSWERED')),
      answer text,
      created_at timestamptz not null,
      answered_at timestamptz
    );
    create index appeal_customer_idx on appeal (customer_id, appeal_number desc);

    -- Photos (re-encoded) and PDF documents, the uploader's until an appeal takes them.
    create table appeal_file (
      id uuid primary key,
      customer_id uuid not null references customer (id) on delete cascade,
      appeal_id uuid references appeal (id) on delete cascade,
      file_name text not null,
      content_type text not null check (content_type in ('image/jpeg', 'image/webp', 'application/pdf')),
      bytes bytea not null,
      created_at timestamptz not null
    );
    create index appeal_file_customer_idx on appeal_file (customer_id, created_at);
    create index appeal_file_appeal_idx on appeal_file (appeal_id);
  `,
  );

  // Every status an order with a customer takes, from placing on, is told to the customer in the same
  // transaction as the change: no use-case can forget it, and a rolled-back change tells nothing.
  await sql
    .raw(`
    create function customer_order_notify() returns trigger language plpgsql as $$
    begin
      if new.customer_id is not null and (tg_op = 'INSERT' or new.status is distinct from old.status) then
        insert into customer_notification (customer_id, kind, payload)
        values (new.customer_id, 'ORDER_STATUS', jsonb_build_object('orderNumber', new.order_number, 'status', new.status));
      end if;
      return null;
    end $$`)
    .execute(db);
  // An appeal's answer is told the same way, whoever writes it (the service desk works in the database).
  await sql
    .raw(`
    create function appeal_answer_notify() returns trigger language plpgsql as $$
    begin
      if new.status = 'ANSWERED' and old.status is distinct from 'ANSWERED' then
        insert into customer_notification (customer_id, kind, payload)
        values (new.customer_id, 'APPEAL_ANSWERED', jsonb_build_object('appealNumber', new.appeal_number::text));
      end if;
      return null;
    end $$`)
    .execute(db);
  await executeScript(
    db,
    `
    create trigger customer_order_notify after insert or update of status on customer_order
      for each row execute function customer_order_notify();
    create trigger appeal_answer_notify after update of status on appeal
      for each row execute function appeal_answer_notify();
  `,
  );
}
