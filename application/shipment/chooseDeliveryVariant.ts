import * as E from 'fp-ts/Either';
import { acceptVariant, type VariantRequest } from '../../domain/shipment/deliveryTariffs';
import { levelClearsServices, type ServiceLevel } from '../../domain/delivery/serviceLevel';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { updateCart } from '../cart/updateCart';
import { viewCart } from '../cart/getCart';
import type { CartView } from '../cart/cartView';
import { quoteCartAddress, type QuoteError } from './deliveryQuote';
import type { ShipmentDeps } from './shipmentDeps';
import { tariffInMarket } from '../../domain/market/pricingInputs';
import type { CartOwner } from './cartOwner';

export type ChooseVariantError = QuoteError | { readonly _tag: 'DELIVERY_VARIANT_CHANGED' } | WrongCartState;

/**
 * Chooses the delivery variant for the cart's address (spec §7 PUT /cart/delivery/variants): the server
 * quotes again and keeps its own price, refusing a request that does not match the quote; EXPRESS and
 * CLICK clear the selected services (spec §4 Delivery variants).
 */
export const chooseDeliveryVariant =
  (deps: ShipmentDeps) =>
  async (owner: CartOwner, asked: VariantRequest): Promise<E.Either<ChooseVariantError, CartView>> => {
    const { market } = await deps.pricing(undefined, owner.cartKey);
    const saved = await updateCart(deps)(owner.cartKey, async (cart): Promise<E.Either<ChooseVariantError, StoredCart>> => {
      const shipment = cart.checkout.shipment;
      const options = await quoteCartAddress(deps, owner.ownerKey, cart);
      if (E.isLeft(options) || shipment?.type !== 'DELIVERY') return E.isLeft(options) ? options : E.left({ _tag: 'DELIVERY_ADDRESS_REQUIRED' });
      // The shopper saw the tariffs in their market; the cart keeps them in roubles and converts them when priced.
      const variant = acceptVariant(
        options.right.map((o) => tariffInMarket(o, market)),
        asked,
      );
      if (E.isLeft(variant)) return E.left({ _tag: variant.left });
      const tariff = options.right.find((o) => o.deliveryServiceLevelId === variant.right.deliveryServiceLevelId)!;
      const services = levelClearsServices(variant.right.deliveryServiceLevelId as ServiceLevel) ? [] : cart.checkout.services;
      return E.right({
        ...cart,
        checkout: {
          ...cart.checkout,
          shipment: { ...shipment, variant: { ...variant.right, deliveryCost: tariff.deliveryCost, freeDeliveryLimit: tariff.freeDeliveryLimit } },
          services,
        },
      });
    });
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };
