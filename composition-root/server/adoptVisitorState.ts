import { mergeCarts, type MergeCartsDeps } from '../../application/cart/mergeCarts';
import type { ProductViewLog } from '../../application/catalogue/recordProductView';
import { adoptLocation } from '../../application/shell/adoptLocation';
import type { LocationRepository } from '../../application/shell/LocationRepository';
import type { MergeDrop } from '../../domain/checkout/checkoutMerge';

/** What moves at sign-in: the carts (with their promo codes), the product views and the chosen location. */
interface VisitorStatePorts extends MergeCartsDeps {
  readonly views: Pick<ProductViewLog, 'adopt'>;
  readonly locations: LocationRepository;
}

/**
 * What signing in (by phone or by an identity provider) moves from the visitor to the customer: the cart with its
 * checkout state, the recently viewed products and the chosen location; answers what the cart could not bring.
 */
export function adoptVisitorState(ports: VisitorStatePorts): (fromOwnerKey: string, toOwnerKey: string) => Promise<readonly MergeDrop[]> {
  const carts = mergeCarts(ports);
  const location = adoptLocation(ports);
  return async (from, to) => {
    const drops = await carts(from, to);
    await ports.views.adopt(from, to);
    await location(from, to);
    return drops;
  };
}
