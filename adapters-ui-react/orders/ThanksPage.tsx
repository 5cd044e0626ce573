import { Link, useLoaderData } from 'react-router';
import type { OrderDetails } from '../../adapters-http/contract/orderDetails';
import { formatMoney } from '../../domain/money/formatMoney';
import { ORDER_STATUS_LABELS } from '../../domain/order/orderStatus';
import { titled, type PageMeta } from '../meta';
import { PaymentPending } from './PaymentPending';
import { PaymentRetry } from './PaymentRetry';
import { OrderPlace } from './OrderPlace';
import { OrderTotals } from './OrderTotals';

export const thanksMeta = (data: unknown): PageMeta => ({ title: titled(`Заказ № ${(data as OrderDetails).orderNumber}`) });

/**
 * The thank-you page (spec §2 /cart/thanks/{orderNumber}/): the order's number and state, what was
 * ordered and where it is handed over. Its loader asks GET /orders/{n}?force=true, so a payment the
 * buyer returns from is reconciled before the state is shown.
 */
export function ThanksPage() {
  const order = useLoaderData() as OrderDetails;
  return (
    <article className="thanks" aria-labelledby="thanks-title">
      <h1 id="thanks-title">Спасибо за заказ!</h1>
      <p className="thanks__number">
        Номер заказа: <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      <p className={`thanks__status thanks__status--${order.status.toLowerCase()}`} role="status">
        {ORDER_STATUS_LABELS[order.status]}
      </p>
      {order.status === 'AWAITING_PAYMENT' && <p className="muted">Заказ будет передан в сборку после оплаты.</p>}
      {order.status === 'AWAITING_PAYMENT' &&
        (order.paymentStatus === 'PENDING' ? <PaymentPending /> : <PaymentRetry orderNumber={order.orderNumber} paymentTool={order.paymentTool} />)}
      <section aria-labelledby="thanks-where">
        <h2 id="thanks-where">{order.obtainingType === 'PICKUP' ? 'Пункт выдачи' : 'Адрес доставки'}</h2>
        <OrderPlace order={order} />
        <p className="muted">
          Получатель: {(order.receiver ?? order.owner).firstName} {(order.receiver ?? order.owner).lastName}, {(order.receiver ?? order.owner).phone}
        </p>
      </section>
      <section aria-labelledby="thanks-items">
        <h2 id="thanks-items">Состав заказа</h2>
        <ul className="thanks__items">
          {order.items.map((item) => (
            <li key={item.wareId}>
              <Link to={`/product/${item.productId}/`}>
                {item.brand} {item.name}
              </Link>
              {item.size && <span className="muted"> · размер {item.size}</span>}
              <span className="thanks__qty">
                {item.quantity} × {formatMoney(item.price, order.currency)}
              </span>
            </li>
          ))}
        </ul>
        <OrderTotals order={order} />
      </section>
      <Link className="button button--primary" to="/">
        Продолжить покупки
      </Link>
    </article>
  );
}
