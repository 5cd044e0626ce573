import * as E from 'fp-ts/Either';
import { productAvailability, type AvailabilityDeps, type ProductAvailabilityView } from './productAvailability';

/**
 * POST /catalog/ware-availabilities {wares} (spec §7): the asked sizes' availability in the shopper's city, by product,
 * each answered as its product's availability answers it; sizes the catalogue does not know are left out.
 */
export const wareAvailabilities = (deps: AvailabilityDeps) => {
  const ofProduct = productAvailability(deps);
  return async (ownerKey: string, wareIds: readonly string[]): Promise<readonly ProductAvailabilityView[]> => {
    const byProduct = new Map<string, string[]>();
    for (const ware of await deps.catalogue.wares(wareIds)) byProduct.set(ware.productId, [...(byProduct.get(ware.productId) ?? []), ware.wareId]);
    const answers = await Promise.all([...byProduct].map(([productId, wares]) => ofProduct(ownerKey, productId, wares)));
    return answers.flatMap((a) => (E.isRight(a) ? [a.right] : []));
  };
};
