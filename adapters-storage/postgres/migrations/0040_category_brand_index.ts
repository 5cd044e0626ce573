import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Issue 16: a category listing with a brand selection reads only that brand's rows of the category, and
// counts the brand facet (which ignores the selection) from the index alone: the category index gains
// the brand as a second column. It still serves every category range the old one did, so it replaces
// it, also as the order a bulk load clusters the table in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `
    create index product_search_category_brand_idx on product_search (category_path text_pattern_ops, brand_code);
    drop index product_search_category_idx;
  `);
}
