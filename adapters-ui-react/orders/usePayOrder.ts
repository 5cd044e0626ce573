import { useEffect, useState } from 'react';
import { useServices } from '../shopContext';
import * as E from 'fp-ts/Either';

/**
 * Opens a new payment attempt of an order awaiting payment and leaves for the acquirer's page (the existing
 * payment flow, POST /orders/invoices/{n}/acquiring/_confirm/); `ready` once hydrated, as a press before does nothing.
 */
export function usePayOrder(orderNumber: string) {
  const { payment } = useServices();
  const [state, setState] = useState<{ readonly busy: boolean; readonly error: string | null }>({ busy: false, error: null });
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const pay = async (paymentTool: string | null) => {
    if (!payment) return;
    setState({ busy: true, error: null });
    const started = await payment.retry(orderNumber, paymentTool);
    if (E.isRight(started)) payment.goTo(started.right.paymentUrl);
    else setState({ busy: false, error: started.left.message });
  };
  return { ...state, ready, pay };
}
