import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { CancelledOrder } from '../../adapters-http/contract/profileOrders';
import type { ProfileOrderServices } from '../../adapters-ui-react/profile/profileOrderServices';

/** Cancelling an order over POST /web-api/v1/orders/{n}/_cancel. */
export function browserProfileOrderServices(request: ApiRequest): ProfileOrderServices {
  return {
    cancel: (orderNumber, body) => request('POST', `/orders/${encodeURIComponent(orderNumber)}/_cancel`, CancelledOrder, body),
  };
}
