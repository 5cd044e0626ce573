import { useServices } from '../shopContext';
import type { ShipmentServices } from './shipmentServices';

/** The shipment services; absent while rendering on the server. */
export function useShipmentServices(): ShipmentServices | undefined {
  return useServices().shipment;
}
