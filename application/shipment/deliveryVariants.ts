import * as E from 'fp-ts/Either';
import type { DeliveryOption } from '../../domain/shipment/deliveryTariffs';
import { moscowDate, type IsoDate } from '../../domain/shipment/receivingDate';
import { quoteCartAddress, type QuoteError } from './deliveryQuote';
import type { ShipmentDeps } from './shipmentDeps';
import type { CartOwner } from './cartOwner';

/**
 * The delivery variants for the cart's address: levels, dates, slots, cost and free-delivery limit
 * (spec §3 Cart shipmentType.delivery, §4 Delivery variants; GET /cart/delivery/variants is ours, beside
 * the spec's PUT, so the browser can show what it may choose).
 */
export const deliveryVariants = (deps: ShipmentDeps) => async (owner: CartOwner): Promise<E.Either<QuoteError, { readonly today: IsoDate; readonly variants: readonly DeliveryOption[] }>> =>
  E.map((variants: readonly DeliveryOption[]) => ({ today: moscowDate(deps.clock.now()), variants }))(await quoteCartAddress(deps, owner.ownerKey, await deps.carts.findByOwner(owner.cartKey)));
