import { saveOrderAddress } from '../../application/account/saveOrderAddress';
import { useServicesForActions } from '../shopContext';
import { saveAddressIntent } from './saveAddressIntent';

/**
 * Called once the order is placed, before leaving for the payment or thank-you page: saves the cart's
 * typed delivery address in the profile when the customer asked to. Never holds the order up on a failure.
 */
export function useSaveAddressAfterOrder(): () => Promise<void> {
  const { cart: cartVm, addressBook } = useServicesForActions();
  return async () => {
    const shipment = cartVm.current().cart?.shipmentType;
    const delivery = shipment?.selected === 'DELIVERY' ? shipment.delivery : null;
    if (!saveAddressIntent.read() || !addressBook || !delivery) return;
    saveAddressIntent.write(false);
    const { name: _name, ...details } = delivery.address;
    try {
      await saveOrderAddress(addressBook)({ ...details, geoPoint: delivery.geoPoint });
    } catch {
      /* the order is placed; the address can still be added in the profile */
    }
  };
}
