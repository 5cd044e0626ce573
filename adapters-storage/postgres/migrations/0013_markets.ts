import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Markets (spec §1): each city lies in a country; each country has a currency and a price list that
// turns the rouble prices into it; an order keeps the currency it was placed in.
// Demo rates per rouble (roughly late 2025): the shop's finance team would set them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table city add column country_code text not null default 'ru'
      check (country_code in ('ru', 'ua', 'by', 'kz', 'am', 'pl', 'dk'));

    create table price_list (
      country_code text primary key check (country_code in ('ru', 'ua', 'by', 'kz', 'am', 'pl', 'dk')),
      currency text not null unique check (currency in ('RUB', 'UAH', 'BYN', 'KZT', 'AMD', 'PLN', 'DKK')),
      rate_per_rub numeric(18, 8) not null check (rate_per_rub > 0),
      rounding_step numeric(12, 2) not null check (rounding_step > 0)
    );
    insert into price_list (country_code, currency, rate_per_rub, rounding_step) values
      ('ru', 'RUB', 1, 0.01),
      ('ua', 'UAH', 0.52, 1),
      ('by', 'BYN', 0.037, 0.1),
      ('kz', 'KZT', 6.4, 10),
      ('am', 'AMD', 4.8, 10),
      ('pl', 'PLN', 0.045, 1),
      ('dk', 'DKK', 0.08, 1);

    alter table customer_order add column currency text not null default 'RUB'
      check (currency in ('RUB', 'UAH', 'BYN', 'KZT', 'AMD', 'PLN', 'DKK'));
  `,
  );
}
