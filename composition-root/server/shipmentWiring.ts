import type { Kysely } from 'kysely';
import type { CartDeps } from '../../application/cart/getCart';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import type { Clock } from '../../application/shared/Clock';
import type { AddressSuggest } from '../../application/shipment/AddressSuggest';
import type { ShipmentDeps } from '../../application/shipment/shipmentDeps';
import { listPickupPoints } from '../../application/shipment/listPickupPoints';
import { getPickupPoint } from '../../application/shipment/getPickupPoint';
import { choosePickup } from '../../application/shipment/choosePickup';
import { chooseDeliveryAddress } from '../../application/shipment/chooseDeliveryAddress';
import { deliveryVariants } from '../../application/shipment/deliveryVariants';
import { chooseDeliveryVariant } from '../../application/shipment/chooseDeliveryVariant';
import { getDeliveryServices, setDeliveryServices } from '../../application/shipment/deliveryServices';
import { deliveryAvailability } from '../../application/shipment/deliveryAvailability';
import { createFastCart } from '../../application/shipment/createFastCart';
import { suggestAddresses } from '../../application/shipment/suggestAddresses';
import type { ShipmentUseCases } from '../../adapters-http/server/shipmentUseCases';
import { postgresShopRepository } from '../../adapters-storage/postgres/postgresShopRepository';
import { postgresLocationRepository } from '../../adapters-storage/postgres/postgresLocationRepository';
import { postgresStockReader } from '../../adapters-storage/postgres/postgresStockReader';
import { fileSellers } from '../../adapters-storage/files/fileSellers';
import { SELLERS_FILE } from './productPageWiring';
import type { Database } from '../../adapters-storage/postgres/schema';
import { addressSuggestFromEnv } from '../addressSuggestConfig';

const systemClock: Clock = { now: () => new Date() };

/** Checkout step 1 over PostgreSQL, with the maps service chosen by the environment (addressSuggestConfig.ts). */
export function shipmentWiring(
  db: Kysely<Database>, cart: CartDeps, ids: IdGenerator,
  addresses: AddressSuggest = addressSuggestFromEnv(process.env), clock: Clock = systemClock,
): ShipmentUseCases {
  const deps: ShipmentDeps = {
    ...cart, ids, clock, shops: postgresShopRepository(db), locations: postgresLocationRepository(db), stock: postgresStockReader(db), sellers: fileSellers(SELLERS_FILE),
  };
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
}
