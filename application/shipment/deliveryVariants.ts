import * as E from 'fp-ts/Either';
import type { DeliveryOption } from '../../domain/shipment/deliveryTariffs';
import { moscowDate, type IsoDate } from '../../domain/shipment/receivingDate';
import { quoteCartAddress, type QuoteError } from './deliveryQuote';
import type { ShipmentDeps } from './shipmentDeps';
import { tariffInMarket } from '../../domain/market/pricingInputs';
import type { CartOwner } from './cartOwner';

/**
 * The delivery variants for the cart's address: levels, dates, slots, cost and free-delivery limit
 * (spec §3 Cart shipmentType.delivery, §4 Delivery variants; GET /cart/delivery/variants is ours, beside
 * the spec's PUT, so the browser can show what it may choose).
 */
export const deliveryVariants =
  (deps: ShipmentDeps) =>
  async (owner: CartOwner): Promise<E.Either<QuoteError, { readonly today: IsoDate; readonly variants: readonly DeliveryOption[] }>> => {
    const [quote, { market }] = await Promise.all([
      quoteCartAddress(deps, owner.ownerKey, await deps.carts.findByOwner(owner.cartKey)),
      deps.pricing(undefined, owner.cartKey),
    ]);
    // Tariffs are kept in roubles and shown in the shopper's market, like the cart that charges them.
    return E.map((variants: readonly DeliveryOption[]) => ({ today: moscowDate(deps.clock.now()), variants: variants.map((v) => tariffInMarket(v, market)) }))(
      quote,
    );
  };
