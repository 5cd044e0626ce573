import { useRevalidator } from 'react-router';

/**
 * Shown on the thank-you page while the latest payment is still pending at the acquirer (an FPS transfer
 * may take minutes): nothing failed yet, so no retry is offered; «Проверить ещё раз» asks the page's
 * loader again, which reconciles the payment with the acquirer.
 */
export function PaymentPending() {
  const revalidator = useRevalidator();
  const checking = revalidator.state === 'loading';
  return (
    <section className="payment-retry" aria-labelledby="payment-pending-title">
      <h2 id="payment-pending-title" className="payment-retry__title">
        Оплата обрабатывается
      </h2>
      <p className="muted">Банк ещё не подтвердил платёж. Обычно это занимает несколько минут.</p>
      <button type="button" className="button" onClick={() => void revalidator.revalidate()} disabled={checking} aria-busy={checking}>
        {checking ? 'Проверяем…' : 'Проверить ещё раз'}
      </button>
    </section>
  );
}
