import { formatMoney } from '../../domain/money/formatMoney';
import type { Cart } from '../../adapters-http/contract/cart';

/** The order's totals (spec §3 Cart totals): beside the steps on wide screens, below them on phones, before «Оформить заказ». */
export function CheckoutSummary({ cart }: { readonly cart: Cart }) {
  const { total } = cart;
  const money = (amount: number) => formatMoney(amount, cart.currency);
  return (
    <aside className="checkout__summary" aria-label="Ваш заказ" data-testid="checkout-summary">
      <h2>Ваш заказ</h2>
      <dl>
        <div>
          <dt>Товары ({total.productsQuantity})</dt>
          <dd>{money(total.productsCost)}</dd>
        </div>
        {total.discountAmount > 0 && (
          <div>
            <dt>Скидка</dt>
            <dd>−{money(total.discountAmount)}</dd>
          </div>
        )}
        {total.bonusAmount > 0 && (
          <div>
            <dt>Бонусы</dt>
            <dd>−{money(total.bonusAmount)}</dd>
          </div>
        )}
        <div>
          <dt>Доставка</dt>
          <dd>{total.deliveryCost > 0 ? money(total.deliveryCost) : 'Бесплатно'}</dd>
        </div>
        <div className="checkout__total">
          <dt>Итого</dt>
          <dd data-testid="checkout-total">{money(total.totalCost)}</dd>
        </div>
      </dl>
    </aside>
  );
}
