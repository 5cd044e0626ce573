import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { createHoverIntent } from '../../application/shell/hoverIntent';
import { TIMINGS } from '../../domain/display/timings';
import { basketHover, DESKTOP_FROM_PX, type BasketHover } from '../../domain/display/cartPreview';
import { formatMoney } from '../../domain/money/formatMoney';
import { HeaderCounter } from '../shell/HeaderCounter';
import { CartIcon } from '../shell/HeaderIcons';
import { useCart } from '../shopContext';
import { useObservable } from '../useObservable';

const PREVIEW_LINES = 3;

/** The header's basket link: hovering opens the empty-cart tooltip or, on desktop, the mini-preview after 100 ms and closes 300 ms after leaving (spec §2 Layout, §4 Menus, §9). */
export function HeaderBasket({ count }: { readonly count: number }) {
  const { cart } = useCart();
  const { pathname } = useLocation();
  const hover = useMemo(() => createHoverIntent({ openMs: TIMINGS.basketTooltipOpen, closeMs: TIMINGS.basketTooltipClose }), []);
  const open = useObservable(hover.state$, hover.current) !== null;
  const [shown, setShown] = useState<BasketHover>('nothing');
  const enter = () => {
    const what = basketHover(count, pathname, window.matchMedia(`(min-width: ${DESKTOP_FROM_PX}px)`).matches ? DESKTOP_FROM_PX : 0);
    setShown(what);
    if (what !== 'nothing') hover.enter('basket');
  };
  const lines = cart?.items.filter((i) => !i.deleted) ?? [];
  return (
    <span className="header-basket" onMouseEnter={enter} onMouseLeave={hover.leave} onFocus={() => hover.set(null)}>
      <HeaderCounter to="/cart/" label="Корзина" count={count} icon={<CartIcon />} testId="cart-count" />
      {open && shown === 'tooltip' && (
        <span className="header-basket__pop" role="tooltip" data-testid="basket-tooltip">
          В корзине пока пусто
        </span>
      )}
      {open && shown === 'miniPreview' && cart && (
        <div className="header-basket__pop header-basket__preview" data-testid="basket-preview">
          <ul>
            {lines.slice(0, PREVIEW_LINES).map((i) => (
              <li key={i.product.wareId}>
                <span>
                  {i.product.name} × {i.quantity}
                </span>
                <span>{formatMoney(i.product.price.retail * i.quantity, cart.currency)}</span>
              </li>
            ))}
          </ul>
          {lines.length > PREVIEW_LINES && <p className="muted">и ещё {lines.length - PREVIEW_LINES}</p>}
          <p className="header-basket__total">
            <span>Итого</span>
            <span>{formatMoney(cart.total.totalCost, cart.currency)}</span>
          </p>
          <Link className="button button--primary button--wide" to="/cart/">
            Перейти в корзину
          </Link>
        </div>
      )}
    </span>
  );
}
