import { useServicesForActions } from '../shopContext';
import { SERVER_CHECKOUT, type CheckoutServices } from './checkoutServices';

/** The checkout services, inert ones on the server; the browser's also while hydrating, as view-models keep them. */
export function useCheckoutServices(): CheckoutServices {
  return useServicesForActions().checkout ?? SERVER_CHECKOUT;
}
