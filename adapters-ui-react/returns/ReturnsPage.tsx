import { Link, useLoaderData } from 'react-router';
import type { ReturnOrderView, ReturnsPageData } from '../../adapters-http/contract/returns';
import { countWithWord } from '../../domain/display/plural';
import { formatMoney } from '../../domain/money/formatMoney';
import { Pagination } from '../components/Pagination';
import { titled, type PageMeta } from '../meta';
import { AccountSection } from '../profile/AccountSection';
import { dayLabel } from '../profile/dayLabel';
import { ORDER_HISTORY_PATH } from '../profile/OrderHistoryPage';
import { returnPath, RETURNS_PATH } from './returnPaths';

export const returnsMeta = (): PageMeta => ({ title: titled('Возвраты'), canonical: RETURNS_PATH });
export const RETURNS_PROMPT = 'Войдите, чтобы увидеть свои возвраты и оформить новый.';

/** One return of the list: number and date linking to it, state, the order, units and the refund. */
function ReturnCard({ ret }: { readonly ret: ReturnOrderView }) {
  const titleId = `return-${ret.id}`;
  return (
    <article className="order-card" aria-labelledby={titleId} data-testid="return-card">
      <h2 id={titleId} className="order-card__title">
        <Link to={returnPath(ret.id)}>{`Возврат № ${ret.id}`}</Link>
      </h2>
      <p className="muted">{`от ${dayLabel(ret.createdAt)}, заказ № ${ret.orderNumber}`}</p>
      <p className={`order-status return-status--${ret.status.toLowerCase()}`} data-testid="return-status">
        {ret.statusName}
      </p>
      <p>{`${countWithWord(ret.itemCount, ['товар', 'товара', 'товаров'])}, к возврату ${formatMoney(ret.refundAmount, ret.currency)}`}</p>
    </article>
  );
}

/** /profile/returns/ (spec §2 Profile routes, §7 GET /orders/returns/): the customer's returns, newest first, 5 a page. */
export function ReturnsPage() {
  const data = useLoaderData() as ReturnsPageData;
  return (
    <AccountSection title="Возвраты" signedIn={data.signedIn} prompt={RETURNS_PROMPT}>
      {data.signedIn &&
        (data.page.returns.length === 0 ? (
          <p className="empty" data-testid="returns-empty">
            {data.page.pagination.total === 0
              ? 'У вас пока нет возвратов. Оформить возврат можно со страницы полученного заказа'
              : 'На этой странице возвратов нет'}
            . <Link to={ORDER_HISTORY_PATH}>Перейти к заказам</Link>
          </p>
        ) : (
          <>
            <ul className="order-history" data-testid="returns-list">
              {data.page.returns.map((ret) => (
                <li key={ret.id}>
                  <ReturnCard ret={ret} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page.pagination.page}
              pageCount={Math.ceil(data.page.pagination.total / data.page.pagination.pageSize)}
              href={(n) => (n === 1 ? RETURNS_PATH : `${RETURNS_PATH}?page=${n}`)}
            />
          </>
        ))}
    </AccountSection>
  );
}
