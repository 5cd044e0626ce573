import { useSearchParams } from 'react-router';
import { usePayOrder } from './usePayOrder';

/**
 * Shown on the thank-you page while the order still awaits payment after the return from the acquirer
 * (the page reconciled it first): the payment did not go through, and «Повторить оплату» opens a new
 * attempt on the acquirer's page with the tool used last.
 */
export function PaymentRetry({ orderNumber, paymentTool }: { readonly orderNumber: string; readonly paymentTool: string | null }) {
  const [params] = useSearchParams();
  const { busy, error, ready, pay } = usePayOrder(orderNumber);
  return (
    <section className="payment-retry" aria-labelledby="payment-retry-title">
      <h2 id="payment-retry-title" className="payment-retry__title">
        Оплата не прошла
      </h2>
      <p className="muted">Деньги не списаны. Заказ сохранён и ждёт оплаты — попробуйте ещё раз.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void pay(params.get('paymentTool') ?? paymentTool)}
        disabled={busy || !ready}
        aria-busy={busy}
      >
        {busy ? 'Переходим к оплате…' : 'Повторить оплату'}
      </button>
      {error && (
        <p className="payment-retry__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
