import { Link, useLoaderData } from 'react-router';
import type { OrderHistoryPageData, OrderSummary } from '../../adapters-http/contract/profileOrders';
import { countWithWord } from '../../domain/display/plural';
import { formatMoney } from '../../domain/money/formatMoney';
import { Pagination } from '../components/Pagination';
import { titled, type PageMeta } from '../meta';
import { AccountSection } from './AccountSection';
import { dayLabel } from './dayLabel';
import { ReturnDeadlineNote } from './ReturnDeadlineNote';

export const ORDER_HISTORY_PATH = '/profile/order_history/';
export const orderHistoryMeta = (): PageMeta => ({ title: titled('Мои заказы'), canonical: ORDER_HISTORY_PATH });
export const profileOrderPath = (orderNumber: string) => `${ORDER_HISTORY_PATH}${encodeURIComponent(orderNumber)}`;

/** One order of the list: number and date linking to it, state, what and where, the total, the first pictures. */
function OrderCard({ order }: { readonly order: OrderSummary }) {
  const titleId = `order-${order.orderNumber}`;
  return (
    <article className="order-card" aria-labelledby={titleId} data-testid="order-card">
      <h2 id={titleId} className="order-card__title">
        <Link to={profileOrderPath(order.orderNumber)}>{`Заказ № ${order.orderNumber}`}</Link>
      </h2>
      <p className="muted">{`от ${dayLabel(order.createdAt)}`}</p>
      <p className={`order-status order-status--${order.status.toLowerCase()}`} data-testid="order-status">
        {order.statusName}
      </p>
      <ReturnDeadlineNote deadline={order.returnDeadline} />
      <p>{`${countWithWord(order.itemCount, ['товар', 'товара', 'товаров'])} на ${formatMoney(order.total.totalCost, order.currency)}`}</p>
      <p className="muted">{`${order.shipment.obtainingType === 'PICKUP' ? 'Самовывоз' : 'Доставка'}: ${order.shipment.place}`}</p>
      {order.images.length > 0 && (
        <ul className="order-card__images" aria-label="Товары заказа">
          {order.images.map((src) => (
            <li key={src}>
              <img src={src} alt="" width={64} height={64} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** /profile/order_history/ (spec §2 Profile routes, §7 GET /orders): the customer's orders, newest first, 5 a page. */
export function OrderHistoryPage() {
  const data = useLoaderData() as OrderHistoryPageData;
  return (
    <AccountSection title="Мои заказы" signedIn={data.signedIn} prompt="Войдите, чтобы увидеть свои заказы, оплатить или отменить их.">
      {data.signedIn &&
        (data.history.orders.length === 0 ? (
          <p className="empty" data-testid="orders-empty">
            {data.history.pagination.total === 0 ? 'У вас пока нет заказов' : 'На этой странице заказов нет'}. <Link to="/catalog/">Перейти в каталог</Link>
          </p>
        ) : (
          <>
            <ul className="order-history" data-testid="order-history">
              {data.history.orders.map((order) => (
                <li key={order.orderNumber}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.history.pagination.page}
              pageCount={Math.ceil(data.history.pagination.total / data.history.pagination.pageSize)}
              href={(n) => (n === 1 ? ORDER_HISTORY_PATH : `${ORDER_HISTORY_PATH}?page=${n}`)}
            />
          </>
        ))}
    </AccountSection>
  );
}
