import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';

/**
 * Adds each row's (category, brand) to the counts with a sign: +1 for the relation of added rows, −1 for
 * the removed ones. Sums that cancel (a stock or price change) write nothing; keys in order, so two
 * statements adding to the same counts take their row locks in the same order.
 */
const countBrands = (added: string | null, removed: string | null) => `
  insert into category_brand_count (category_path, brand_code, n)
  select category_path, brand_code, sum(d)::int from (
    ${[added && `select 1 as d, category_path, brand_code from ${added}`, removed && `select -1 as d, category_path, brand_code from ${removed}`].filter(Boolean).join(' union all ')}
  ) r
  group by 1, 2 having sum(d) <> 0 order by 1, 2
  on conflict (category_path, brand_code) do update set n = category_brand_count.n + excluded.n`;

// Issue 16: a category listing with a brand selection reads only that brand's rows of the category:
// the category index gains the brand as a second column. It still serves every category range the old
// one did, so it replaces it, also as the order a bulk load clusters the table in. The brand facet,
// which ignores the brand selection, is read from per-leaf-category counts of each brand, kept by
// statement-level triggers on product_search as the per-word counts of 0014 are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create index product_search_category_brand_idx on product_search (category_path text_pattern_ops, brand_code);
    drop index product_search_category_idx;
    -- Signed deltas by insert … on conflict, so no check (n >= 0): it would refuse every decrement.
    create table category_brand_count (
      category_path text not null,
      brand_code text not null,
      n int not null,
      primary key (category_path, brand_code)
    );
    create index category_brand_count_path_idx on category_brand_count (category_path text_pattern_ops);
  `,
  );
  const triggerFunction = (name: string, statement: string) =>
    sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        ${statement};
        return null;
      end $$`)
      .execute(db);
  await triggerFunction('category_brands_on_insert', countBrands('added', null));
  await triggerFunction('category_brands_on_update', countBrands('added', 'removed'));
  await triggerFunction('category_brands_on_delete', countBrands(null, 'removed'));
  await executeScript(
    db,
    `
    create trigger category_brands_insert after insert on product_search
      referencing new table as added for each statement execute function category_brands_on_insert();
    create trigger category_brands_update after update on product_search
      referencing old table as removed new table as added for each statement execute function category_brands_on_update();
    create trigger category_brands_delete after delete on product_search
      referencing old table as removed for each statement execute function category_brands_on_delete();
  `,
  );
  await sql.raw(countBrands('product_search', null)).execute(db);
  await sql`analyze category_brand_count`.execute(db);
}
