import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { badgeText } from '../../domain/display/limits';
import { headerControls, isAnonymous } from '../../domain/user/roles';
import { useSignIn } from '../auth/useSignIn';
import { useCart, useShell } from '../shopContext';
import { CartIcon, CatalogueIcon, HeartIcon, HomeIcon, PersonIcon } from './HeaderIcons';
import { shellUserFacts } from './shellUser';

/** Which item the page belongs to: favourites lie under /profile/ but are an item of their own, search results are none. */
function sectionOf(pathname: string): string | null {
  if (pathname === '/') return 'home';
  if (pathname.startsWith('/catalog/')) return pathname.startsWith('/catalog/product/search.do') ? null : 'catalogue';
  if (pathname.startsWith('/profile/wishlist')) return 'favourites';
  if (pathname.startsWith('/cart/')) return 'cart';
  return pathname.startsWith('/profile/') ? 'profile' : null;
}

function Item({
  to,
  label,
  icon,
  current,
  badge,
}: {
  readonly to: string;
  readonly label: ReactNode;
  readonly icon: ReactNode;
  readonly current: boolean;
  readonly badge?: ReactNode;
}) {
  return (
    <Link to={to} className="navbar__item" aria-current={current ? 'page' : undefined}>
      {icon}
      <span className="navbar__label">{label}</span>
      {badge}
    </Link>
  );
}

/**
 * The navigation bar of small screens, fixed at the bottom over the page (spec §9 layer navbar): home, the
 * catalogue, favourites, the cart with its count, the profile (the sign-in dialog for an anonymous visitor,
 * spec §6). The add-product mode of an operator hides favourites and cart as in the header.
 */
export function MobileNavBar() {
  const { cart } = useCart();
  const { vm: signIn } = useSignIn();
  const user = shellUserFacts(useShell());
  const controls = headerControls(user);
  const count = cart?.total.productsQuantity ?? 0;
  const section = sectionOf(useLocation().pathname);
  return (
    <nav className="navbar" aria-label="Разделы магазина">
      <Item to="/" label="Главная" icon={<HomeIcon />} current={section === 'home'} />
      <Item to="/catalog/" label="Каталог" icon={<CatalogueIcon />} current={section === 'catalogue'} />
      {controls.wishlist && <Item to="/profile/wishlist/" label="Избранное" icon={<HeartIcon />} current={section === 'favourites'} />}
      {controls.cart && (
        <Item
          to="/cart/"
          label={<>Корзина{count > 0 && <span className="inline-hint">, товаров: </span>}</>}
          icon={<CartIcon />}
          current={section === 'cart'}
          badge={count > 0 && <span className="badge badge--count navbar__badge">{badgeText(count)}</span>}
        />
      )}
      {isAnonymous(user) ? (
        <button type="button" className="navbar__item" onClick={signIn.open}>
          <PersonIcon />
          <span className="navbar__label">Профиль</span>
        </button>
      ) : (
        <Item to="/profile/" label="Профиль" icon={<PersonIcon />} current={section === 'profile'} />
      )}
    </nav>
  );
}
