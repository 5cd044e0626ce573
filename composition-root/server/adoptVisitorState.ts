import type { Kysely } from 'kysely';
import { mergeCarts } from '../../application/cart/mergeCarts';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import { postgresCartRepository } from '../../adapters-storage/postgres/postgresCartRepository';
import { postgresProductViewLog } from '../../adapters-storage/postgres/postgresProductViewLog';
import type { Database } from '../../adapters-storage/postgres/schema';

/** What signing in (by phone or by an identity provider) moves from the visitor to the customer: the cart and the recently viewed products. */
export function adoptVisitorState(db: Kysely<Database>, ids: IdGenerator): (fromOwnerKey: string, toOwnerKey: string) => Promise<void> {
  const carts = mergeCarts({ carts: postgresCartRepository(db), ids });
  const views = postgresProductViewLog(db);
  return async (from, to) => {
    await carts(from, to);
    await views.adopt(from, to);
  };
}
