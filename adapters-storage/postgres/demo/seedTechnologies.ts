import type { Kysely } from 'kysely';
import { technologySentence } from '../../demo/catalogue/naming';
import { TECHNOLOGY_BENEFITS } from '../../demo/catalogue/traits';
import type { Database } from '../schema';

/** Describes the demo catalogue's technologies once (false when already there), as its product descriptions do. */
export async function seedTechnologies(db: Kysely<Database>): Promise<boolean> {
  const rows = Object.keys(TECHNOLOGY_BENEFITS).map((name) => ({ name, description: technologySentence(name)! }));
  const added = await db
    .insertInto('technology')
    .values(rows)
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .execute();
  return added.length > 0;
}
