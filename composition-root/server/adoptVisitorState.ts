import type { Kysely } from 'kysely';
import { mergeCarts } from '../../application/cart/mergeCarts';
import type { Clock } from '../../application/shared/Clock';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import type { MergeDrop } from '../../domain/checkout/checkoutMerge';
import { postgresPromoCodes } from '../../adapters-storage/postgres/postgresCheckoutRepositories';
import { adoptLocation } from '../../application/shell/adoptLocation';
import { postgresLocationRepository } from '../../adapters-storage/postgres/postgresLocationRepository';
import { postgresCartRepository } from '../../adapters-storage/postgres/postgresCartRepository';
import { postgresProductViewLog } from '../../adapters-storage/postgres/postgresProductViewLog';
import type { Database } from '../../adapters-storage/postgres/schema';

/**
 * What signing in (by phone or by an identity provider) moves from the visitor to the customer: the cart with its
 * checkout state, the recently viewed products and the chosen location; answers what the cart could not bring.
 */
export function adoptVisitorState(db: Kysely<Database>, ids: IdGenerator, clock: Clock): (fromOwnerKey: string, toOwnerKey: string) => Promise<readonly MergeDrop[]> {
  const carts = mergeCarts({ carts: postgresCartRepository(db), ids, promoCodes: postgresPromoCodes(db), clock });
  const views = postgresProductViewLog(db);
  const location = adoptLocation({ locations: postgresLocationRepository(db) });
  return async (from, to) => {
    const drops = await carts(from, to);
    await views.adopt(from, to);
    await location(from, to);
    return drops;
  };
}
