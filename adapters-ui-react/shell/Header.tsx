import { Link, useLocation } from 'react-router';
import { headerControls, isOperator } from '../../domain/user/roles';
import { isEnabled } from '../../domain/user/featureToggles';
import { SHOP_NAME } from '../meta';
import { useCart, useShell } from '../shopContext';
import { CatalogueFlyout } from './CatalogueFlyout';
import { HeaderCounter } from './HeaderCounter';
import { CompareIcon, HeartIcon } from './HeaderIcons';
import { useComparedCount } from '../components/useComparison';
import { useWishlistCount } from '../wishlist/useWishlist';
import { HeaderSearch } from './HeaderSearch';
import { shellUserFacts } from './shellUser';
import { useHidingHeader } from './useHidingHeader';
import { CityButton } from './CityButton';
import { geoLinks } from './geoLinks';
import { useShopperLocation } from './useLocation';
import { UserButton } from './UserButton';
import { OperatorPanel } from '../auth/OperatorPanel';
import { HeaderBasket } from '../cart/HeaderBasket';
import { showsReducedHeader } from '../../domain/display/reducedHeader';
import { BannerSlot } from '../content/BannerSlot';
import { HEADER_BANNER_SLOT } from '../../adapters-http/contract/banners';

/** The header's top links (spec §2 Header); the vacancies link only with FT7454. */
function HeaderLinks({ vacancies }: { readonly vacancies: boolean }) {
  const links = geoLinks(useShopperLocation().location);
  return (
    <nav className="header__links" aria-label="Покупателям">
      <Link to={links.stores}>Магазины</Link>
      <Link to={links.delivery}>Доставка и оплата</Link>
      <Link to="/exchange-return/">Обмен и возврат</Link>
      <Link to="/warranty/">Гарантия</Link>
      <Link to="/service/">Сервисы</Link>
      <Link to="/giftcard/">Подарочные карты</Link>
      <Link to="/clubpro/rules/">Клубная программа</Link>
      {vacancies && (
        <a href="https://job.example.ru/" rel="noopener">
          Вакансии
        </a>
      )}
    </nav>
  );
}

/** The header of every page: main-page and other variants, sticky, hiding on scroll down (spec §2 Header). */
export function Header() {
  const { cart } = useCart();
  const shell = useShell();
  const { pathname } = useLocation();
  const hidden = useHidingHeader();
  const user = shellUserFacts(shell);
  const controls = headerControls(user);
  const count = cart?.total.productsQuantity ?? 0;
  const counters = shell?.counters ?? { compare: 0, wishlist: 0 };
  const compared = useComparedCount(counters.compare);
  const wishlisted = useWishlistCount(counters.wishlist);
  const variant = pathname === '/' ? 'header--main' : showsReducedHeader(pathname, isOperator(user)) ? 'header--inner header--reduced' : 'header--inner';
  return (
    <header className={`header ${variant}${hidden ? ' header--hidden' : ''}`} data-testid="header">
      <OperatorPanel />
      <BannerSlot banners={shell?.headerBanners ?? []} slot={HEADER_BANNER_SLOT} label="Объявление" />
      <div className="header__bar">
        <div className="header__bar-inner">
          <CityButton className="header__city" />
          <HeaderLinks vacancies={isEnabled(shell?.toggles ?? {}, 'FT7454')} />
        </div>
      </div>
      <div className="header__city-strip">
        <CityButton className="header__city" />
      </div>
      <div className="header__inner">
        <Link to="/" className="header__logo" aria-label={`${SHOP_NAME}, на главную`}>
          {SHOP_NAME}
        </Link>
        <CatalogueFlyout />
        <HeaderSearch />
        <div className="header__controls">
          <UserButton />
          <HeaderCounter to="/compare/" label="Сравнение" count={compared} icon={<CompareIcon />} testId="compare-count" />
          {controls.wishlist && (
            <HeaderCounter
              to="/profile/wishlist/"
              label="Избранное"
              count={wishlisted}
              icon={<HeartIcon />}
              testId="wishlist-count"
              className="header__counter--wishlist"
            />
          )}
          {controls.cart && <HeaderBasket count={count} />}
        </div>
      </div>
    </header>
  );
}
