import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cartPageMode } from '../../domain/checkout/cartPage';
import { useHydratedHash } from '../checkout/useHydratedHash';
import { lazyPart } from '../lazyPart';
import { countWithWord } from '../../domain/display/plural';
import type { Cart } from '../../adapters-http/contract/cart';
import { useCart } from '../shopContext';
import { CartLists, useShownLines } from '../cart/CartLists';
import { CartSummary } from '../cart/CartSummary';
import { PromoCodeForm } from '../cart/PromoCodeForm';
import { BonusToggle } from '../cart/BonusToggle';
import { GiftCardForm } from '../cart/GiftCardForm';
import { ShareCart } from '../cart/ShareCart';
import { SharedCartDialog } from '../cart/SharedCartDialog';
import { useCartFailureNotices } from '../cart/useCartFailureNotices';
import { CartRecommendations } from '../cart/CartRecommendations';

const PRODUCT_FORMS = ['товар', 'товара', 'товаров'] as const;

// The checkout steps (phone, addresses, delivery, payment) weigh as much as the cart itself: they load
// when shown, so the cart alone does not wait for them.
const checkout = lazyPart('checkout/CheckoutPage', () => import('../checkout/CheckoutPage').then((m) => m.CheckoutPage));
const fastCheckout = lazyPart('checkout/FastCheckoutPage', () => import('../checkout/FastCheckoutPage').then((m) => m.FastCheckoutPage));

/** The parts the page shows at a query, which the server renders and preloads: fast checkout, told by the hash, never shows first. */
export const cartPageParts = (query: URLSearchParams) => (cartPageMode(Object.fromEntries(query), '') === 'checkout' ? [checkout] : []);

export function CartPage() {
  const [query] = useSearchParams();
  // The hash never reaches the server: fast checkout (type=fast#pickup) is told apart in the browser, once hydrated.
  const mode = cartPageMode(Object.fromEntries(query), useHydratedHash());
  if (mode === 'cart') return <CartContents />;
  const Steps = mode === 'fastCheckout' ? fastCheckout.Component : checkout.Component;
  return (
    <Suspense fallback={<CheckoutLoading />}>
      <Steps />
    </Suspense>
  );
}

/** While the steps' chunk is on its way (a tap on «Перейти к оформлению», a slow network). */
function CheckoutLoading() {
  return (
    <section className="checkout" aria-busy="true">
      <h1>Оформление заказа</h1>
      <p className="muted">Загружаем оформление…</p>
    </section>
  );
}

function CartContents() {
  const { cart } = useCart();
  useCartFailureNotices();
  if (!cart) return <EmptyCart />;
  return <FilledCart cart={cart} />;
}

function EmptyCart() {
  return (
    <section className="empty-cart">
      <h1>Корзина</h1>
      <p>В корзине пока пусто. Загляните в каталог — там много интересного.</p>
      <Link className="button button--primary" to="/catalog/">
        Перейти в каталог
      </Link>
      <SharedCartDialog />
    </section>
  );
}

function FilledCart({ cart }: { readonly cart: Cart }) {
  const lines = useShownLines(cart);
  if (lines.length === 0) return <EmptyCart />;
  return (
    <>
      <div className="cart">
        <section>
          <div className="cart__head">
            <h1>
              Корзина <span className="muted count">{countWithWord(cart.total.productsQuantity, PRODUCT_FORMS)}</span>
            </h1>
            <ShareCart />
          </div>
          <CartLists lines={lines} />
        </section>
        <div className="cart__side">
          <CartSummary cart={cart} prepareCheckout={checkout.prefetch} />
          <PromoCodeForm cart={cart} />
          <BonusToggle cart={cart} />
          <GiftCardForm cart={cart} />
        </div>
        <SharedCartDialog />
      </div>
      {/* Below the grid, not in it: the sticky side column sticks beside the lines only and never covers these. */}
      <CartRecommendations productIds={[...new Set(lines.filter((l) => !l.deleted).map((l) => l.product.productId))]} />
    </>
  );
}
