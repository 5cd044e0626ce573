import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Customers, their sessions, sign-in codes, the SMS outbox and the operators' audit log (issue 6).
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table customer (
      id uuid primary key,
      phone text not null unique,
      first_name text, last_name text, email text, birth_date date, sex text,
      profile_completed boolean not null default false,
      mobile_app_installed text,
      bonuses int not null default 0,
      level text,
      created_at timestamptz not null default now()
    );

    create table session (
      id text primary key,
      customer_id uuid references customer (id),
      operator_login text,
      operator_mode text check (operator_mode in ('ADD_PRODUCT', 'CREATE_BASKET')),
      revoked boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index session_customer_idx on session (customer_id) where not revoked;

    create table auth_code (
      id uuid primary key,
      session_id text not null,
      phone text not null,
      client_address text not null,
      code_hash text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      attempts int not null default 0,
      used boolean not null default false
    );
    create index auth_code_phone_idx on auth_code (phone, created_at);
    create index auth_code_address_idx on auth_code (client_address, created_at);
    create index auth_code_session_idx on auth_code (session_id, phone, created_at);

    create table sms_outbox (
      id uuid primary key,
      phone text not null,
      text text not null,
      created_at timestamptz not null
    );
    create index sms_outbox_phone_idx on sms_outbox (phone, created_at);

    create table customer_identity (
      channel text not null check (channel in ('VKONTAKTE', 'SBER_ID', 'YANDEX_ID')),
      subject text not null,
      customer_id uuid not null references customer (id),
      created_at timestamptz not null default now(),
      primary key (channel, subject)
    );

    create table auth_flow (
      state text primary key,
      session_id text not null,
      channel text not null,
      nonce text not null,
      code_verifier text not null,
      expires_at timestamptz not null,
      used boolean not null default false
    );

    create table operator_audit (
      id uuid primary key,
      operator_login text not null,
      customer_id uuid references customer (id),
      action text not null,
      details jsonb not null default '{}',
      created_at timestamptz not null
    );
    create index operator_audit_customer_idx on operator_audit (customer_id, created_at);
  `,
  );
}
