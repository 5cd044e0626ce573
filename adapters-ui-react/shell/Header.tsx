import { Link } from 'react-router';
import { badgeText } from '../../domain/display/limits';
import { SHOP_NAME } from '../meta';
import { useCart } from '../shopContext';
import { HeaderSearch } from './HeaderSearch';

const CartIcon = () => (
  <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.3h8.6a1.5 1.5 0 0 0 1.5-1.2L21 7H6" />
  </svg>
);

export function Header() {
  const { cart } = useCart();
  const count = cart?.total.productsQuantity ?? 0;
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__logo" aria-label={`${SHOP_NAME}, на главную`}>{SHOP_NAME}</Link>
        <Link to="/catalog/" className="header__catalog button">Каталог</Link>
        <HeaderSearch />
        <Link to="/cart/" className="header__cart" aria-label={`Корзина, товаров: ${count}`}>
          <CartIcon />
          <span className="header__cart-label">Корзина</span>
          {count > 0 && <span className="badge badge--count" data-testid="cart-count">{badgeText(count)}</span>}
        </Link>
      </div>
    </header>
  );
}
