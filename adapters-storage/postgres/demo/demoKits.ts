import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** A demo kit's recipe: one product for each leaf type of the group's categories, preferring ones made for the sport. */
export type KitRecipe = {
  readonly id: string;
  readonly name: string;
  readonly sport: string;
  readonly group: string;
  readonly types: readonly string[];
};

/** A recipe named `sport-group`, the sport's and the group's url codes. */
export const kitRecipe = (sport: string, group: string, name: string, types: readonly string[]): KitRecipe => ({
  id: `${sport}-${group}`,
  name,
  sport,
  group,
  types,
});

/** For each leaf type of a kit recipe, the first product in stock of the group's category, preferring ones made for the sport. */
async function kitProductIds(db: Kysely<Database>, recipe: KitRecipe, sportId: string): Promise<string[]> {
  const productIds: string[] = [];
  for (const type of recipe.types) {
    const product = await db
      .selectFrom('product as p')
      .innerJoin('category as c', 'c.id', 'p.category_id')
      .select('p.product_id')
      .where('c.url_path', 'like', `${recipe.group}/%/${type}`)
      .where('p.on_sale_soon', '=', false)
      .where(sql<boolean>`exists (select 1 from ware w join stock s on s.ware_id = w.ware_id where w.product_id = p.product_id and s.quantity > 0)`)
      .orderBy(sql`exists (select 1 from product_sport ps where ps.product_id = p.product_id and ps.sport_id = ${sportId})`, 'desc')
      .orderBy('p.product_id')
      .executeTakeFirst();
    if (product) productIds.push(product.product_id);
  }
  return productIds;
}

/**
 * Inserts the recipes' kits, placed from `firstPosition` on in the recipes' order; a recipe whose sport is missing or
 * whose categories hold fewer than two products in stock is left out, a kit already there kept. Returns the kits made.
 */
export async function insertDemoKits(
  db: Kysely<Database>,
  recipes: readonly KitRecipe[],
  firstPosition: number,
): Promise<{ readonly id: string; readonly productIds: readonly string[] }[]> {
  const kits: { id: string; productIds: string[] }[] = [];
  for (const [i, recipe] of recipes.entries()) {
    const sport = await db.selectFrom('sport').select('id').where('url_code', '=', recipe.sport).executeTakeFirst();
    if (!sport) continue;
    const productIds = await kitProductIds(db, recipe, sport.id);
    if (productIds.length < 2) continue;
    await db
      .insertInto('kit')
      .values({ id: recipe.id, name: recipe.name, sport_id: sport.id, position: firstPosition + i })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('kit_product')
      .values(productIds.map((productId, n) => ({ kit_id: recipe.id, product_id: productId, position: n })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    kits.push({ id: recipe.id, productIds });
  }
  return kits;
}
