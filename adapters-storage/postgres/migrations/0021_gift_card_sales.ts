import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Electronic gift cards for sale (docs/giftcards.md): designs, the buyer's cart that becomes an invoice, its
// payment attempts (paid through the same acquirer as orders), the cards issued once it is paid — stored in
// gift_card as well, so they pay at checkout — and companies' requests for cards.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table egc_design (
      id text primary key,
      name text not null,
      image_url text not null,
      position int not null
    );
    insert into egc_design (id, name, image_url, position) values
      ('sport', 'Спорт — это жизнь', '/media/content/egc-sport.svg', 1),
      ('birthday', 'С днём рождения', '/media/content/egc-birthday.svg', 2),
      ('new-year', 'С Новым годом', '/media/content/egc-new-year.svg', 3),
      ('thanks', 'Спасибо', '/media/content/egc-thanks.svg', 4);

    create sequence egc_invoice_seq start with 5000001;
    create table egc_invoice (
      invoice_number text primary key,
      owner_key text not null,
      status text not null check (status in ('CART', 'AWAITING_PAYMENT', 'PAID')),
      total numeric(12, 2) not null default 0 check (total >= 0),
      buyer_email text,
      buyer_phone text,
      created_at timestamptz not null default now(),
      paid_at timestamptz
    );
    create unique index egc_invoice_open_cart_idx on egc_invoice (owner_key) where status = 'CART';

    create table egc_invoice_item (
      invoice_number text not null references egc_invoice (invoice_number) on delete cascade,
      position int not null,
      design_id text not null references egc_design (id),
      nominal int not null check (nominal > 0),
      recipient_email text not null,
      quantity int not null check (quantity between 1 and 10),
      primary key (invoice_number, position)
    );

    create table egc_payment (
      id uuid primary key,
      invoice_number text not null references egc_invoice (invoice_number),
      provider text not null,
      provider_payment_id text,
      confirmation_url text,
      payment_tool text,
      amount numeric(12, 2) not null check (amount > 0),
      status text not null check (status in ('PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (provider, provider_payment_id)
    );
    create index egc_payment_invoice_idx on egc_payment (invoice_number, created_at);

    create sequence egc_card_number_seq start with 7700000000001;
    create table egc_issued_card (
      card_number text primary key references gift_card (number),
      invoice_number text not null references egc_invoice (invoice_number),
      design_id text not null references egc_design (id),
      nominal int not null,
      recipient_email text not null,
      pin text not null
    );
    create index egc_issued_card_invoice_idx on egc_issued_card (invoice_number);

    create table egc_legal_order (
      request_number bigint generated always as identity (start with 1001) primary key,
      company_name text not null,
      tin text not null,
      bic text not null,
      iec text not null,
      payment_account text not null,
      correspondent_account text not null,
      ogrn text not null,
      contact_name text not null,
      phone text not null,
      email text not null,
      nominal int not null,
      quantity int not null check (quantity > 0),
      created_at timestamptz not null default now()
    );
  `,
  );
}
