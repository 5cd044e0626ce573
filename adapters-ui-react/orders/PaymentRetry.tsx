import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useServices } from '../shopContext';

/**
 * Shown on the thank-you page while the order still awaits payment after the return from the acquirer
 * (the page reconciled it first): the payment did not go through, and «Повторить оплату» opens a new
 * attempt on the acquirer's page with the tool used last.
 */
export function PaymentRetry({ orderNumber, paymentTool }: { readonly orderNumber: string; readonly paymentTool: string | null }) {
  const { payment } = useServices();
  const [params] = useSearchParams();
  const [state, setState] = useState<{ readonly busy: boolean; readonly error: string | null }>({ busy: false, error: null });
  // Enabled once hydrated: before that a press would do nothing.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const retry = async () => {
    if (!payment) return;
    setState({ busy: true, error: null });
    const started = await payment.retry(orderNumber, params.get('paymentTool') ?? paymentTool);
    if (started._tag === 'Right') payment.goTo(started.right.paymentUrl);
    else setState({ busy: false, error: started.left.message });
  };
  return (
    <section className="payment-retry" aria-labelledby="payment-retry-title">
      <h2 id="payment-retry-title" className="payment-retry__title">Оплата не прошла</h2>
      <p className="muted">Деньги не списаны. Заказ сохранён и ждёт оплаты — попробуйте ещё раз.</p>
      <button type="button" className="button button--primary" onClick={retry} disabled={state.busy || !hydrated} aria-busy={state.busy}>
        {state.busy ? 'Переходим к оплате…' : 'Повторить оплату'}
      </button>
      {state.error && <p className="payment-retry__error" role="alert">{state.error}</p>}
    </section>
  );
}
