import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DEMO_KITS, kitProductIds } from './seedProductExtras';

const SEED_MARK = 'demo_look_zone';

/** More looks for /lookzone/ beside the product page's three kits (docs/club-looks-services.md). */
export const DEMO_LOOKS = [
  {
    id: 'lyzhi-muzhchinam',
    name: 'Образ для лыжной прогулки: лыжи, куртка и термобельё',
    sport: 'lyzhi',
    group: 'muzhchinam',
    types: ['lyzhi', 'kurtki', 'termobele'],
  },
  {
    id: 'lyzhi-zhenshchinam',
    name: 'Образ для лыж: лыжи, куртка и термобельё',
    sport: 'lyzhi',
    group: 'zhenshchinam',
    types: ['lyzhi', 'kurtki', 'termobele'],
  },
  {
    id: 'snoubord-muzhchinam',
    name: 'Образ для сноуборда: доска, ботинки и куртка',
    sport: 'snoubord',
    group: 'muzhchinam',
    types: ['snoubordy', 'botinki', 'kurtki'],
  },
  {
    id: 'tennis-zhenshchinam',
    name: 'Образ для тенниса: ракетка, кроссовки и топ',
    sport: 'tennis',
    group: 'zhenshchinam',
    types: ['raketki', 'krossovki', 'topy'],
  },
  {
    id: 'tennis-muzhchinam',
    name: 'Образ для тенниса: ракетка, кроссовки и футболка',
    sport: 'tennis',
    group: 'muzhchinam',
    types: ['raketki', 'krossovki', 'futbolki'],
  },
  { id: 'futbol-muzhchinam', name: 'Образ для футбола: бутсы, мяч и шорты', sport: 'futbol', group: 'muzhchinam', types: ['butsy', 'myachi', 'shorty'] },
  {
    id: 'yoga-zhenshchinam',
    name: 'Образ для йоги: коврик, топ и леггинсы',
    sport: 'yoga',
    group: 'zhenshchinam',
    types: ['kovriki_dlya_yogi', 'topy', 'legginsy'],
  },
  {
    id: 'khokkey-detyam',
    name: 'Детский образ для хоккея: коньки, клюшка и термобельё',
    sport: 'khokkey',
    group: 'detyam',
    types: ['konki', 'klyushki', 'kombinezony'],
  },
] as const;

/**
 * Loads the demo looks once (false when already there), after the product page's kits, which they follow in
 * the look zone's order; a look whose categories hold fewer than two products in stock is left out.
 */
export async function seedLookZone(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const mark = await tx
      .insertInto('app_setting')
      .values({ key: SEED_MARK, value: '1' })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!mark) return false;
    for (const [i, recipe] of DEMO_LOOKS.entries()) {
      const sport = await tx.selectFrom('sport').select('id').where('url_code', '=', recipe.sport).executeTakeFirst();
      if (!sport) continue;
      const productIds = await kitProductIds(tx, recipe, sport.id);
      if (productIds.length < 2) continue;
      await tx
        .insertInto('kit')
        .values({ id: recipe.id, name: recipe.name, sport_id: sport.id, position: DEMO_KITS.length + i })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await tx
        .insertInto('kit_product')
        .values(productIds.map((productId, n) => ({ kit_id: recipe.id, product_id: productId, position: n })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return true;
  });
}
