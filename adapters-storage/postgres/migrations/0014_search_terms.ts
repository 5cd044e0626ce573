import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';
import { termsOfInserted } from '../searchTermsSql';
import { createTermTriggerFunctions } from '../searchTermTriggers';

// Issue 5 (speed): one-word searches are the broad ones («кроссовки» matches 15 % of a 100,000-product
// catalogue), and ranking and counting every match cost ~50 ms on PGlite. These tables hold, per
// lexeme, the postings in relevance order and the counts of its listing without filters, kept by
// statement-level triggers on product_search as signed deltas (searchTermsSql.ts). Only a change of
// a product's lexemes or facet values writes to them: a stock change that leaves a product in (or
// out of) stock does not touch product_search at all (see indexStock).
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table search_posting (
      lexeme text not null,
      product_id text not null,
      rank real not null,
      popularity real not null,
      -- Added by 0029 to databases migrated before it; here because the backfill below writes it.
      in_stock boolean not null default true,
      primary key (product_id, lexeme)
    );
    create index search_posting_order_idx on search_posting (lexeme, rank desc, popularity desc, product_id);

    -- Counts are applied as signed deltas by insert … on conflict, which checks a proposed row before it
    -- finds the conflict, so a check (n >= 0) would refuse every decrement.
    create table search_term_facet (
      lexeme text not null,
      facet text not null check (facet in ('total', 'inStock', 'discounted', 'brand', 'colour', 'size')),
      value text not null,
      n int not null,
      primary key (lexeme, facet, value)
    );

    create table search_term_price (
      lexeme text not null,
      price numeric(12, 2) not null,
      n int not null,
      primary key (lexeme, price)
    );
  `,
  );

  // A lexeme as a tsquery of itself, without parsing or stemming it again (stemming is not idempotent).
  await sql
    .raw(`
    create function search_lexeme_query(lexeme text) returns tsquery language sql immutable as $$
      select ('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery
    $$`)
    .execute(db);

  await createTermTriggerFunctions(db);

  await executeScript(
    db,
    `
    create trigger search_terms_insert after insert on product_search
      referencing new table as added for each statement execute function search_terms_on_insert();
    create trigger search_terms_update after update on product_search
      referencing old table as removed new table as added for each statement execute function search_terms_on_update();
    create trigger search_terms_delete after delete on product_search
      referencing old table as removed for each statement execute function search_terms_on_delete();
  `,
  );

  // A database that already holds a catalogue gets its terms now, with statistics: PGlite has no
  // autovacuum, and unanalyzed the facet rows were read by a scan of the table.
  for (const statement of termsOfInserted('product_search')) await sql.raw(statement).execute(db);
  await sql`analyze search_posting, search_term_facet, search_term_price`.execute(db);
}
