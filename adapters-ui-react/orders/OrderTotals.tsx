import type { OrderDetails } from '../../adapters-http/contract/orderDetails';
import { formatMoney } from '../../domain/money/formatMoney';

/** An order's amounts: delivery, discounts and bonuses, the total, then gift cards and what is left to pay. */
export function OrderTotals({ order }: { readonly order: Pick<OrderDetails, 'total' | 'currency'> }) {
  const { total, currency } = order;
  return (
    <dl className="thanks__total">
      {total.deliveryCost > 0 && (
        <div>
          <dt>Доставка</dt>
          <dd>{formatMoney(total.deliveryCost, currency)}</dd>
        </div>
      )}
      {total.discountAmount > 0 && (
        <div>
          <dt>Скидка</dt>
          <dd>−{formatMoney(total.discountAmount, currency)}</dd>
        </div>
      )}
      {total.bonusAmount > 0 && (
        <div>
          <dt>Бонусами</dt>
          <dd>−{formatMoney(total.bonusAmount, currency)}</dd>
        </div>
      )}
      <div>
        <dt>Итого</dt>
        <dd>{formatMoney(total.totalCost, currency)}</dd>
      </div>
      {total.giftCardsAmount > 0 && (
        <div>
          <dt>Подарочными картами</dt>
          <dd>−{formatMoney(total.giftCardsAmount, currency)}</dd>
        </div>
      )}
      {total.giftCardsAmount > 0 && (
        <div>
          <dt>К оплате</dt>
          <dd>{formatMoney(total.amountToPay, currency)}</dd>
        </div>
      )}
    </dl>
  );
}
