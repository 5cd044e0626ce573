import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// The professional programme (docs/pro-programme.md): one profile per customer, whatever the role;
// trainers hold an invitation code, sportsmen point at the trainer whose code they used.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table pro_profile (
      id uuid primary key,
      customer_id uuid not null unique references customer (id) on delete cascade,
      role text not null check (role in ('TRAINER', 'SPORTSMAN', 'INDIVIDUAL_SPORTSMAN')),
      status text not null default 'UNDER_REVIEW' check (status in ('UNDER_REVIEW', 'APPROVED', 'REJECTED')),
      first_name text not null,
      last_name text not null,
      birth_date text not null check (birth_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      -- The contact phone for the review: the account's, or another confirmed by an SMS code.
      phone text not null,
      sport_kinds text[] not null,
      organization text,
      -- An individual sportsman's rank or title (domain SPORT_RANKS), proved by the document.
      sport_rank text,
      invitation_code text unique,
      -- A sportsman stays in the programme when the trainer's profile goes (the customer deleted the account).
      trainer_id uuid references pro_profile (id) on delete set null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check ((role = 'TRAINER') = (invitation_code is not null)),
      check (trainer_id is null or role = 'SPORTSMAN')
    );
    create index pro_profile_trainer_idx on pro_profile (trainer_id);

    -- Document photos (re-encoded) and PDFs, the uploader's until an application takes them.
    create table pro_file (
      id uuid primary key,
      customer_id uuid not null references customer (id) on delete cascade,
      profile_id uuid references pro_profile (id) on delete cascade,
      file_name text not null,
      content_type text not null check (content_type in ('image/jpeg', 'image/webp', 'application/pdf')),
      bytes bytea not null,
      created_at timestamptz not null
    );
    create index pro_file_customer_idx on pro_file (customer_id, created_at);
  `,
  );

  // Staff approve applications in the database (outside the storefront): an approved trainer gets the
  // TRAINER loyalty level in the same statement, and loses it when the approval is withdrawn.
  await sql
    .raw(`
    create function pro_trainer_level() returns trigger language plpgsql as $$
    begin
      if new.role = 'TRAINER' and new.status is distinct from old.status then
        if new.status = 'APPROVED' then
          update customer set level = 'TRAINER' where id = new.customer_id;
        elsif old.status = 'APPROVED' then
          update customer set level = null where id = new.customer_id and level = 'TRAINER';
        end if;
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql.raw(`create trigger pro_trainer_level after update of status on pro_profile for each row execute function pro_trainer_level()`).execute(db);
}
