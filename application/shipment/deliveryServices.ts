import * as E from 'fp-ts/Either';
import { deliveryServicesFor, servicesToSelect, type NamedDeliveryService } from '../../domain/shipment/deliveryServices';
import { levelClearsServices, type ServiceLevel } from '../../domain/delivery/serviceLevel';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { updateCart } from '../cart/updateCart';
import { viewCart } from '../cart/getCart';
import type { CartView } from '../cart/cartView';
import { wantedLines, type ShipmentDeps } from './shipmentDeps';
import type { CartOwner } from './cartOwner';

const levelOf = (cart: StoredCart | undefined): ServiceLevel | null =>
  cart?.checkout.shipment?.type === 'DELIVERY' ? ((cart.checkout.shipment.variant?.deliveryServiceLevelId as ServiceLevel | undefined) ?? null) : null;

/** The courier services offered for the cart's lines, with the selected ones marked (spec §7 GET /cart/delivery/services). */
export const getDeliveryServices =
  (deps: ShipmentDeps) =>
  async (owner: CartOwner): Promise<readonly NamedDeliveryService[]> => {
    const cart = await deps.carts.findByOwner(owner.cartKey);
    if (cart?.checkout.shipment?.type !== 'DELIVERY') return [];
    return deliveryServicesFor(
      wantedLines(cart).map((l) => l.wareId),
      cart.checkout.services,
      levelOf(cart),
    );
  };

export type SetServicesError = { readonly _tag: 'INCORRECT_REQUEST' | 'DELIVERY_ADDRESS_REQUIRED' } | WrongCartState;

/**
 * Selects courier services, with the ones they are linked to (spec §7 POST /cart/delivery/_set-services
 * {services}); only with delivery, and none with EXPRESS or CLICK (spec §4).
 */
export const setDeliveryServices =
  (deps: ShipmentDeps) =>
  async (owner: CartOwner, ids: readonly string[]): Promise<E.Either<SetServicesError, CartView>> => {
    const saved = await updateCart(deps)(owner.cartKey, (cart): E.Either<SetServicesError, StoredCart> => {
      if (cart.checkout.shipment?.type !== 'DELIVERY') return E.left({ _tag: 'DELIVERY_ADDRESS_REQUIRED' });
      const level = levelOf(cart);
      const services = servicesToSelect(ids);
      if (E.isLeft(services) || (level !== null && levelClearsServices(level) && ids.length > 0)) return E.left({ _tag: 'INCORRECT_REQUEST' });
      return E.right({ ...cart, checkout: { ...cart.checkout, services: services.right } });
    });
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };
