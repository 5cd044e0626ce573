import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { httpPaymentRetry } from '../../adapters-http/client/httpPaymentApi';
import type { PaymentServices } from '../../adapters-ui-react/orders/paymentServices';

/** Paying again over the API; the acquirer's page replaces the shop's in this tab. */
export function browserPaymentServices(request: ApiRequest, { location }: Pick<Window, 'location'>): PaymentServices {
  const retry = httpPaymentRetry(request);
  return {
    retry: async (orderNumber, paymentTool) => E.mapLeft((f: { message: string }) => ({ message: f.message }))(await retry(orderNumber, paymentTool)),
    goTo: (url) => location.assign(url),
  };
}
