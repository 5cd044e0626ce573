import { sql, type Kysely } from 'kysely';
import { indexStock, STOCK_PRODUCTS } from './productSearchIndexSql';
import { termsOfDeleted, termsOfInserted, termsOfUpdated } from './searchTermsSql';

/**
 * (Re)creates the trigger functions that keep the per-word tables in step with product_search (migration
 * 0014), from the SQL as it is now: a migration that changes that SQL calls this again.
 */
export async function createTermTriggerFunctions(db: Kysely<any>): Promise<void> {
  const triggerFunction = async (name: string, statements: readonly string[]) =>
    sql
      .raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin
        ${statements.join(';\n')};
        return null;
      end $$`)
      .execute(db);
  await triggerFunction('search_terms_on_insert', termsOfInserted('added'));
  await triggerFunction('search_terms_on_update', termsOfUpdated('added', 'removed'));
  await triggerFunction('search_terms_on_delete', termsOfDeleted('removed'));
  // Stock writes flip in_stock only where it changes (0002's function rewrote every row it was given).
  await triggerFunction('product_search_on_stock_change', [indexStock(STOCK_PRODUCTS)]);
}
