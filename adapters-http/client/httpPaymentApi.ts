import { AcquiringPayment } from '../contract/orderPayment';
import type { ApiRequest } from './apiClient';

/** Paying an order again over POST /web-api/v1/orders/invoices/{n}/acquiring/_confirm/: the new payment page. */
export function httpPaymentRetry(request: ApiRequest) {
  return (orderNumber: string, paymentTool: string | null) =>
    request('POST', `/orders/invoices/${encodeURIComponent(orderNumber)}/acquiring/_confirm/`, AcquiringPayment, paymentTool ? { paymentTool } : {});
}
