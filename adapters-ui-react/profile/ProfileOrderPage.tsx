import { useEffect, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { ProfileOrderPageData } from '../../adapters-http/contract/profileOrders';
import { formatMoney } from '../../domain/money/formatMoney';
import { cancelNote, cancelRefusal } from '../../domain/order/orderCancellation';
import { ORDER_STATUS_LABELS } from '../../domain/order/orderStatus';
import { PAYMENT_METHOD_LABELS, PAYMENT_TOOL_LABELS } from '../../domain/payment/paymentLabels';
import { titled, type PageMeta } from '../meta';
import { OrderPlace } from '../orders/OrderPlace';
import { OrderTotals } from '../orders/OrderTotals';
import { PaymentPending } from '../orders/PaymentPending';
import { usePayOrder } from '../orders/usePayOrder';
import { AccountSection } from './AccountSection';
import { CancelOrderDialog } from './CancelOrderDialog';
import { dayLabel } from './dayLabel';
import { ReturnDeadlineNote } from './ReturnDeadlineNote';
import { ORDER_HISTORY_PATH, profileOrderPath } from './OrderHistoryPage';
import { orderReturnPath } from '../returns/returnPaths';

type Order = Extract<ProfileOrderPageData, { signedIn: true }>['order'];

export const profileOrderMeta = (data: unknown): PageMeta => {
  const page = data as ProfileOrderPageData;
  return page.signedIn
    ? { title: titled(`Заказ № ${page.order.orderNumber}`), canonical: profileOrderPath(page.order.orderNumber) }
    : { title: titled('Мои заказы') };
};

const paymentLabel = (order: Order) =>
  (order.paymentTool && PAYMENT_TOOL_LABELS[order.paymentTool as keyof typeof PAYMENT_TOOL_LABELS]) ||
  PAYMENT_METHOD_LABELS[order.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ||
  order.paymentMethod;

/** «Оплатить»: a new attempt at the acquirer for an order awaiting its online payment (the thank-you page's flow). */
function PayButton({ order }: { readonly order: Order }) {
  const { busy, error, ready, pay } = usePayOrder(order.orderNumber);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => void pay(order.paymentTool)} disabled={busy || !ready} aria-busy={busy}>
        {busy ? 'Переходим к оплате…' : `Оплатить ${formatMoney(order.total.amountToPay, order.currency)}`}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** The order's state and what may be done with it: pay it, cancel it (a paid one with a refund), or why it cannot be cancelled. */
function OrderActions({ order }: { readonly order: Order }) {
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const cancellable = cancelRefusal(order.status) === null;
  const note = cancelNote(order.status);
  return (
    <section className="order-actions" aria-label="Действия с заказом">
      <p className={`order-status order-status--${order.status.toLowerCase()}`} data-testid="order-status" role="status">
        {ORDER_STATUS_LABELS[order.status]}
      </p>
      {cancelled && order.status === 'CANCELLED' && (
        <p className="muted">Заказ отменён. Деньги, бонусы и подарочные карты, если они были списаны, вернутся на счёт.</p>
      )}
      {order.cancellation && (
        <p data-testid="cancel-reason">
          {`Причина отмены: ${order.cancellation.reason}`}
          {order.cancellation.comment && (
            <>
              <br />
              <span className="muted">{`Комментарий: ${order.cancellation.comment}`}</span>
            </>
          )}
        </p>
      )}
      {note && (
        <p className="muted" data-testid="cancel-note">
          {note}
        </p>
      )}
      <ReturnDeadlineNote deadline={order.returnDeadline} />
      {order.status === 'AWAITING_PAYMENT' && (order.paymentStatus === 'PENDING' ? <PaymentPending /> : <PayButton order={order} />)}
      {cancellable && (
        <>
          <button type="button" className="button" onClick={() => setDialog(true)} disabled={!ready}>
            Отменить заказ
          </button>
          <CancelOrderDialog
            orderNumber={order.orderNumber}
            open={dialog}
            onClose={() => setDialog(false)}
            onCancelled={() => {
              setDialog(false);
              setCancelled(true);
              void revalidator.revalidate();
            }}
          />
        </>
      )}
      {/* Received orders go back within 14 days; the form says so when the window has passed (docs/returns.md). */}
      {order.status === 'RECEIVED' && (
        <Link className="button button--primary" to={orderReturnPath(order.orderNumber)}>
          Оформить возврат
        </Link>
      )}
    </section>
  );
}

/** /profile/order_history/{n} (spec §2 Profile routes, §7 GET /orders/{n}): the customer's order in full. */
export function ProfileOrderPage() {
  const data = useLoaderData() as ProfileOrderPageData;
  const order = data.signedIn ? data.order : null;
  const receiver = order && (order.receiver ?? order.owner);
  return (
    <AccountSection
      title={order ? `Заказ № ${order.orderNumber}` : 'Мои заказы'}
      signedIn={data.signedIn}
      prompt="Войдите, чтобы увидеть свои заказы, оплатить или отменить их."
    >
      {order && receiver && (
        <div className="profile-order">
          <p>
            <Link to={ORDER_HISTORY_PATH}>← Все заказы</Link>
          </p>
          <p className="muted">{`от ${dayLabel(order.createdAt)}`}</p>
          <OrderActions order={order} />
          <section aria-labelledby="order-items">
            <h2 id="order-items">Состав заказа</h2>
            <table className="profile-order__items" data-testid="order-items">
              <thead>
                <tr>
                  <th scope="col">Товар</th>
                  <th scope="col">Размер</th>
                  <th scope="col">Кол-во</th>
                  <th scope="col">Цена</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.wareId}>
                    <td>
                      <Link to={`/product/${item.productId}/`}>{`${item.brand} ${item.name}`}</Link>
                    </td>
                    <td>{item.size || '—'}</td>
                    <td>{item.quantity}</td>
                    <td>{formatMoney(item.price, order.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <OrderTotals order={order} />
          </section>
          <section aria-labelledby="order-shipment">
            <h2 id="order-shipment">{order.obtainingType === 'PICKUP' ? 'Самовывоз' : 'Доставка'}</h2>
            <OrderPlace order={order} />
            <p className="muted">{`Получатель: ${receiver.firstName} ${receiver.lastName}, ${receiver.phone}`}</p>
            <p className="muted">{`Оплата: ${paymentLabel(order)}`}</p>
          </section>
        </div>
      )}
    </AccountSection>
  );
}
