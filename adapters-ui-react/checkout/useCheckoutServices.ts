import { useServices } from '../shopContext';
import { SERVER_CHECKOUT, type CheckoutServices } from './checkoutServices';

/** The checkout services, inert ones while rendering on the server. */
export function useCheckoutServices(): CheckoutServices {
  return useServices().checkout ?? SERVER_CHECKOUT;
}
