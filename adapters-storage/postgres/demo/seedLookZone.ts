import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertDemoKits, kitRecipe } from './demoKits';
import { DEMO_KITS } from './seedProductExtras';
import { takeSeedMark } from './seedMark';

const SEED_MARK = 'demo_look_zone';

/** More looks for /lookzone/ beside the product page's three kits (docs/club-looks-services.md). */
export const DEMO_LOOKS = [
  kitRecipe('lyzhi', 'muzhchinam', 'Образ для лыжной прогулки: лыжи, куртка и термобельё', ['lyzhi', 'kurtki', 'termobele']),
  kitRecipe('lyzhi', 'zhenshchinam', 'Образ для лыж: лыжи, куртка и термобельё', ['lyzhi', 'kurtki', 'termobele']),
  kitRecipe('snoubord', 'muzhchinam', 'Образ для сноуборда: доска, ботинки и куртка', ['snoubordy', 'botinki', 'kurtki']),
  kitRecipe('tennis', 'zhenshchinam', 'Образ для тенниса: ракетка, кроссовки и топ', ['raketki', 'krossovki', 'topy']),
  kitRecipe('tennis', 'muzhchinam', 'Образ для тенниса: ракетка, кроссовки и футболка', ['raketki', 'krossovki', 'futbolki']),
  kitRecipe('futbol', 'muzhchinam', 'Образ для футбола: бутсы, мяч и шорты', ['butsy', 'myachi', 'shorty']),
  kitRecipe('yoga', 'zhenshchinam', 'Образ для йоги: коврик, топ и леггинсы', ['kovriki_dlya_yogi', 'topy', 'legginsy']),
  kitRecipe('khokkey', 'detyam', 'Детский образ для хоккея: коньки, клюшка и термобельё', ['konki', 'klyushki', 'kombinezony']),
];

/**
 * Loads the demo looks once (false when already there), after the product page's kits, which they follow in
 * the look zone's order; a look whose categories hold fewer than two products in stock is left out.
 */
export async function seedLookZone(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await takeSeedMark(tx, SEED_MARK))) return false;
    await insertDemoKits(tx, DEMO_LOOKS, DEMO_KITS.length);
    return true;
  });
}
