import Decimal from 'decimal.js';
import { html } from 'hono/html';
import { formatMoney } from '../../domain/money/formatMoney';
import type { SandboxPayment } from './SandboxAcquirerStore';

const DECIDED: Readonly<Record<SandboxPayment['status'], string>> = {
  NEW: '',
  CONFIRMED: 'Платёж уже проведён.',
  REJECTED: 'Банк уже отклонил этот платёж.',
  CANCELED: 'Платёж отменён.',
  REFUNDED: 'Деньги за этот платёж возвращены.',
};

/**
 * The sandbox acquirer's payment page: the merchant, the purpose and the sum, and three buttons for the
 * payer's outcome. It has no card fields at all — the card is never typed anywhere, like T-Bank's
 * own form keeps it away from the shop.
 */
export function sandboxPaymentPage(payment: SandboxPayment, merchantName: string) {
  const action = `/sandbox-acquirer/pay/${payment.paymentId}`;
  return html`<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Оплата заказа — тестовый эквайринг</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 30rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; } dt { color: #666; } dd { margin: 0; font-weight: 600; }
  form { display: flex; flex-direction: column; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .8rem 1rem; border-radius: .5rem; border: 1px solid #999; background: #fff; cursor: pointer; }
  button[value=pay] { background: #ffdd2d; border-color: #ffdd2d; font-weight: 600; }
  button:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  .note { color: #666; font-size: .9rem; }
</style></head>
<body>
<h1>Оплата заказа</h1>
<p class="note">Тестовый эквайринг для разработки: деньги не списываются, данные карты не нужны.</p>
<dl>
  <dt>Магазин</dt><dd>${merchantName}</dd>
  <dt>Назначение</dt><dd>${payment.description}</dd>
  <dt>Номер платежа</dt><dd>${payment.paymentId}</dd>
  <dt>Сумма</dt><dd data-testid="sandbox-amount">${formatMoney(new Decimal(payment.amount).div(100), payment.currency)}</dd>
</dl>
${
  payment.status === 'NEW'
    ? html`<form method="post" action="${action}">
  <button type="submit" name="action" value="pay">Оплатить</button>
  <button type="submit" name="action" value="fail">Отказ банка</button>
  <button type="submit" name="action" value="abandon">Вернуться в магазин</button>
</form>`
    : html`<p role="status">${DECIDED[payment.status]}</p><p><a href="${payment.status === 'CONFIRMED' ? payment.successUrl : payment.failUrl}">Вернуться в магазин</a></p>`
}
</body></html>`;
}
