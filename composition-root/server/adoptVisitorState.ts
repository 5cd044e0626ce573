import type { Kysely } from 'kysely';
import { mergeCarts } from '../../application/cart/mergeCarts';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import { adoptLocation } from '../../application/shell/adoptLocation';
import { postgresLocationRepository } from '../../adapters-storage/postgres/postgresLocationRepository';
import { postgresCartRepository } from '../../adapters-storage/postgres/postgresCartRepository';
import { postgresProductViewLog } from '../../adapters-storage/postgres/postgresProductViewLog';
import type { Database } from '../../adapters-storage/postgres/schema';

/** What signing in (by phone or by an identity provider) moves from the visitor to the customer: the cart, the recently viewed products and the chosen location. */
export function adoptVisitorState(db: Kysely<Database>, ids: IdGenerator): (fromOwnerKey: string, toOwnerKey: string) => Promise<void> {
  const carts = mergeCarts({ carts: postgresCartRepository(db), ids });
  const views = postgresProductViewLog(db);
  const location = adoptLocation({ locations: postgresLocationRepository(db) });
  return async (from, to) => {
    await carts(from, to);
    await views.adopt(from, to);
    await location(from, to);
  };
}
