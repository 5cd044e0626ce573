import { Link } from 'react-router';
import type { Cart } from '../../adapters-http/contract/cart';
import { formatMoney } from '../../domain/money/formatMoney';
import { bonusLabel } from '../../domain/display/bonusDisplay';

/**
 * The order summary: goods, discount, bonuses, delivery, total, gift cards and what is left to pay (spec §3
 * Cart totals, payment). `prepareCheckout` starts loading the checkout steps when a pointer or finger
 * reaches for «Перейти к оформлению», before the tap lands.
 */
export function CartSummary({ cart, prepareCheckout }: { readonly cart: Cart; readonly prepareCheckout: () => void }) {
  const { total, payment } = cart;
  const money = (amount: number) => formatMoney(amount, cart.currency);
  const canCheckout = total.productsQuantity > 0;
  return (
    <aside className="cart__summary" aria-label="Итого">
      <dl>
        <div>
          <dt>Товары ({total.productsQuantity})</dt>
          <dd data-testid="cart-products-cost">{money(total.productsCost)}</dd>
        </div>
        {total.discountAmount > 0 && (
          <div>
            <dt>Скидка по промокоду</dt>
            <dd data-testid="cart-discount">−{money(total.discountAmount)}</dd>
          </div>
        )}
        {total.bonusAmount > 0 && (
          <div>
            <dt>Списание бонусов</dt>
            <dd data-testid="cart-bonus">−{bonusLabel(total.bonusAmount)}</dd>
          </div>
        )}
        {total.deliveryCost > 0 && (
          <div>
            <dt>Доставка</dt>
            <dd>{money(total.deliveryCost)}</dd>
          </div>
        )}
        <div className="cart__total">
          <dt>Итого</dt>
          <dd data-testid="cart-total">{money(total.totalCost)}</dd>
        </div>
        {payment.giftCardsAmount > 0 && (
          <>
            <div>
              <dt>Подарочные карты</dt>
              <dd data-testid="cart-gift-cards">−{money(payment.giftCardsAmount)}</dd>
            </div>
            <div className="cart__to-pay">
              <dt>К оплате</dt>
              <dd data-testid="cart-to-pay">{money(payment.amountToPay)}</dd>
            </div>
          </>
        )}
      </dl>
      {payment.giftCardsAmountIsOverTotalCost && (
        <p className="field-error" role="status">
          Сумма подарочных карт больше суммы заказа: с карт будет списано только {money(payment.giftCardsAmount)}.
        </p>
      )}
      {canCheckout ? (
        <Link
          className="button button--primary button--wide"
          to="/cart/?step=checkout"
          data-testid="to-checkout"
          onPointerEnter={prepareCheckout}
          onTouchStart={prepareCheckout}
          onFocus={prepareCheckout}
        >
          Перейти к оформлению
        </Link>
      ) : (
        <button type="button" className="button button--primary button--wide" disabled data-testid="to-checkout">
          Перейти к оформлению
        </button>
      )}
      {!canCheckout && <p className="muted cart__hint">Выберите товары в наличии, чтобы оформить заказ</p>}
    </aside>
  );
}
