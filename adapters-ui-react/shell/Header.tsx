import { Link } from 'react-router';
import { badgeText } from '../../domain/display/limits';
import { SHOP_NAME } from '../meta';
import { useCart } from '../shopContext';

/** Search text limit (spec §9). */
const SEARCH_MAX_LENGTH = 70;

export function Header() {
  const { cart } = useCart();
  const count = cart?.total.productsQuantity ?? 0;
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__logo" aria-label={`${SHOP_NAME}, на главную`}>{SHOP_NAME}</Link>
        <Link to="/catalog/" className="header__catalog button">Каталог</Link>
        <form className="header__search" role="search" action="/catalog/product/search.do/" method="get">
          <input type="search" name="text" maxLength={SEARCH_MAX_LENGTH} placeholder="Поиск товаров" aria-label="Поиск товаров" />
        </form>
        <Link to="/cart/" className="header__cart" aria-label={`Корзина, товаров: ${count}`}>
          <span aria-hidden="true">🛒</span> Корзина
          {count > 0 && <span className="badge badge--count" data-testid="cart-count">{badgeText(count)}</span>}
        </Link>
      </div>
    </header>
  );
}
