import { Link, useSearchParams } from 'react-router';
import { cartPageMode } from '../../domain/checkout/cartPage';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { countWithWord } from '../../domain/display/plural';
import { formatMoney } from '../../domain/money/formatMoney';
import { CartLine } from '../components/CartLine';
import { useCart } from '../shopContext';

const PRODUCT_FORMS = ['товар', 'товара', 'товаров'] as const;

export function CartPage() {
  const [query] = useSearchParams();
  // The hash never reaches the server: fast checkout (type=fast#pickup) is told apart in the browser.
  const mode = cartPageMode(Object.fromEntries(query), '');
  return mode === 'cart' ? <CartContents /> : <CheckoutPage />;
}

function CartContents() {
  const { cart, failure } = useCart();
  const lines = cart?.items.filter((i) => !i.deleted) ?? [];
  if (!cart || lines.length === 0) {
    return (
      <section className="empty-cart">
        <h1>Корзина</h1>
        <p>В корзине пока пусто. Загляните в каталог — там много интересного.</p>
        <Link className="button button--primary" to="/catalog/">Перейти в каталог</Link>
      </section>
    );
  }
  return (
    <div className="cart">
      <section>
        <h1>Корзина <span className="muted count">{countWithWord(cart.total.productsQuantity, PRODUCT_FORMS)}</span></h1>
        {failure && <p role="alert" className="field-error">{failure.message}</p>}
        <ul className="cart__lines">{lines.map((item) => <CartLine key={item.product.wareId} item={item} />)}</ul>
      </section>
      <aside className="cart__summary" aria-label="Итого">
        <dl>
          <div><dt>Товары ({cart.total.productsQuantity})</dt><dd>{formatMoney(cart.total.productsCost)}</dd></div>
          {cart.total.discountAmount > 0 && <div><dt>Скидка</dt><dd>−{formatMoney(cart.total.discountAmount)}</dd></div>}
          <div className="cart__total"><dt>Итого</dt><dd data-testid="cart-total">{formatMoney(cart.total.totalCost)}</dd></div>
        </dl>
      </aside>
    </div>
  );
}
