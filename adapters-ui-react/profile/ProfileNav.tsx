import { NavLink } from 'react-router';
import { isAnonymous } from '../../domain/user/roles';
import { useSignIn } from '../auth/useSignIn';
import { useShell } from '../shopContext';

/** The profile area's sections (spec §2 Profile routes), in the order the navigation lists them. */
const PROFILE_SECTIONS = [
  { path: '/profile/personal/', label: 'Личные данные' },
  { path: '/profile/subscriptions/', label: 'Подписки' },
  { path: '/profile/order_history/', label: 'Мои заказы' },
  { path: '/profile/returns/', label: 'Возвраты' },
  { path: '/profile/bonuses/', label: 'Бонусы' },
  { path: '/profile/promocodes/', label: 'Промокоды' },
  { path: '/profile/addresses/', label: 'Адреса доставки' },
  { path: '/profile/wishlist/', label: 'Избранное' },
  { path: '/profile/recentlist/', label: 'Вы смотрели' },
  { path: '/profile/pers_sale/', label: 'Персональные скидки' },
  { path: '/profile/notifications/', label: 'Уведомления' },
  { path: '/profile/appeals/', label: 'Обращения' },
  // Only for a customer with a pro profile (docs/pro-programme.md): others join from /pro-invitation/.
  { path: '/profile/pro/', label: 'Профессиональная программа', proOnly: true },
] as const;

/**
 * The profile area's navigation: a list of links, the current section marked for screen readers too,
 * and «Выйти» for a signed-in customer (phones have no room for it in the header). An operator signs
 * out from the operator's panel.
 */
export function ProfileNav() {
  const user = useShell()?.user;
  const { vm } = useSignIn();
  const signedIn = user !== undefined && !isAnonymous(user) && !user.operatorInfo;
  return (
    <nav className="profile-nav" aria-label="Личный кабинет">
      <ul>
        {PROFILE_SECTIONS.filter((s) => !('proOnly' in s) || Boolean(user?.proRole)).map((s) => (
          <li key={s.path}>
            <NavLink to={s.path} className={({ isActive }) => (isActive ? 'profile-nav__link profile-nav__link--active' : 'profile-nav__link')}>
              {s.label}
            </NavLink>
          </li>
        ))}
        {signedIn && (
          <li>
            <button type="button" className="profile-nav__link profile-nav__logout" onClick={() => void vm.logout()}>
              Выйти
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
