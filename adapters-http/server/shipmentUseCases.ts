import type { listPickupPoints } from '../../application/shipment/listPickupPoints';
import type { getPickupPoint } from '../../application/shipment/getPickupPoint';
import type { choosePickup } from '../../application/shipment/choosePickup';
import type { chooseDeliveryAddress } from '../../application/shipment/chooseDeliveryAddress';
import type { deliveryVariants } from '../../application/shipment/deliveryVariants';
import type { chooseDeliveryVariant } from '../../application/shipment/chooseDeliveryVariant';
import type { getDeliveryServices, setDeliveryServices } from '../../application/shipment/deliveryServices';
import type { deliveryAvailability } from '../../application/shipment/deliveryAvailability';
import type { createFastCart } from '../../application/shipment/createFastCart';
import type { suggestAddresses } from '../../application/shipment/suggestAddresses';
import type { AddressSuggest } from '../../application/shipment/AddressSuggest';

/** Checkout step 1 (pickup, delivery, fast cart, address suggestions), given their ports by the composition root. */
export interface ShipmentUseCases {
  readonly listPickupPoints: ReturnType<typeof listPickupPoints>;
  readonly getPickupPoint: ReturnType<typeof getPickupPoint>;
  readonly choosePickup: ReturnType<typeof choosePickup>;
  readonly chooseDeliveryAddress: ReturnType<typeof chooseDeliveryAddress>;
  readonly deliveryVariants: ReturnType<typeof deliveryVariants>;
  readonly chooseDeliveryVariant: ReturnType<typeof chooseDeliveryVariant>;
  readonly getDeliveryServices: ReturnType<typeof getDeliveryServices>;
  readonly setDeliveryServices: ReturnType<typeof setDeliveryServices>;
  readonly deliveryAvailability: ReturnType<typeof deliveryAvailability>;
  readonly createFastCart: ReturnType<typeof createFastCart>;
  readonly suggestAddresses: ReturnType<typeof suggestAddresses>;
  readonly locateAddress: AddressSuggest['locate'];
}
