import { ContainerModule } from 'inversify';
import { checkoutDetailsRoutes } from '../../../adapters-http/server/routes/checkoutDetailsRoutes';
import { shipmentRoutes } from '../../../adapters-http/server/routes/shipmentRoutes';
import type { ShipmentUseCases } from '../../../adapters-http/server/shipmentUseCases';
import { checkoutDetailsUseCases } from '../../../application/checkout/checkoutDetailsUseCases';
import { checkoutPhoneUseCases } from '../../../application/checkout/verifyCheckoutPhone';
import { chooseDeliveryAddress } from '../../../application/shipment/chooseDeliveryAddress';
import { chooseDeliveryVariant } from '../../../application/shipment/chooseDeliveryVariant';
import { choosePickup } from '../../../application/shipment/choosePickup';
import { createFastCart } from '../../../application/shipment/createFastCart';
import { deliveryAvailability } from '../../../application/shipment/deliveryAvailability';
import { getDeliveryServices, setDeliveryServices } from '../../../application/shipment/deliveryServices';
import { deliveryVariants } from '../../../application/shipment/deliveryVariants';
import { getPickupPoint } from '../../../application/shipment/getPickupPoint';
import { listPickupPoints } from '../../../application/shipment/listPickupPoints';
import type { ShipmentDeps } from '../../../application/shipment/shipmentDeps';
import { suggestAddresses } from '../../../application/shipment/suggestAddresses';
import { CART_PORTS } from './cartModule';
import { CONFIG, CORE } from './coreModule';
import { PHONE_CODE_PORTS } from './phoneCodeModule';
import { ROUTES } from './routes';
import { fromPorts, resolveAll, token, useCaseTokens } from './token';

/** Checkout: step 1 (pickup, delivery, fast cart, address suggestions), steps 2–3 (contacts, payment, legal entity) and the phone's SMS check. */
const CHECKOUT = {
  shipment: token<ShipmentUseCases>('ShipmentUseCases'),
  // The order's phone is confirmed by an SMS code with sign-in's code machinery (POST /cart/phone/_verify).
  ...useCaseTokens({ details: checkoutDetailsUseCases, phone: checkoutPhoneUseCases }),
} as const;

export const checkoutModule = new ContainerModule(({ bind }) => {
  bind(CHECKOUT.shipment).toDynamicValue((ctx) => {
    const deps = resolveAll<ShipmentDeps>(ctx, {
      ...CART_PORTS,
      ids: CORE.ids,
      clock: CORE.clock,
      shops: CORE.shops,
      locations: CORE.locations,
      stock: CORE.stock,
      sellers: CORE.sellers,
    });
    const addresses = ctx.get(CONFIG.addressSuggest);
    return {
      listPickupPoints: listPickupPoints(deps),
      getPickupPoint: getPickupPoint(deps),
      choosePickup: choosePickup(deps),
      chooseDeliveryAddress: chooseDeliveryAddress(deps),
      deliveryVariants: deliveryVariants(deps),
      chooseDeliveryVariant: chooseDeliveryVariant(deps),
      getDeliveryServices: getDeliveryServices(deps),
      setDeliveryServices: setDeliveryServices(deps),
      deliveryAvailability: deliveryAvailability(deps),
      createFastCart: createFastCart(deps),
      suggestAddresses: suggestAddresses({ addresses, locations: deps.locations }),
      locateAddress: addresses.locate,
    };
  });
  bind(CHECKOUT.details).toDynamicValue(fromPorts(checkoutDetailsUseCases, { ...CART_PORTS, ids: CORE.ids }));
  bind(CHECKOUT.phone).toDynamicValue(fromPorts(checkoutPhoneUseCases, { ...CART_PORTS, ...PHONE_CODE_PORTS }));

  bind(ROUTES.shipment).toResolvedValue(shipmentRoutes, [CHECKOUT.shipment]);
  bind(ROUTES.checkoutDetails).toResolvedValue(checkoutDetailsRoutes, [CHECKOUT.details, CHECKOUT.phone]);
});
