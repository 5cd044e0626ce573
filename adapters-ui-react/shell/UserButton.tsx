import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { bonusLabel } from '../../domain/display/bonusDisplay';
import { userDisplayName } from '../../domain/display/limits';
import { headerControls, isAnonymous } from '../../domain/user/roles';
import { ExternalSignInReturn } from '../auth/ExternalSignIn';
import { useSignIn } from '../auth/useSignIn';
import { useShell } from '../shopContext';
import { useUnreadNotifications } from './useUnreadNotifications';
import { PersonIcon } from './HeaderIcons';

// The dialog and its steps are drawn only once it opens: their code stays out of every page's shared script.
const SignInDialog = lazy(() => import('../auth/SignInDialog').then((m) => ({ default: m.SignInDialog })));

/**
 * The header's user badge (spec §2 Header): a login button opening «Вход или регистрация» for
 * anonymous visitors; name (default «Пользователь», at most 10 characters), bonuses and a profile
 * link for signed-in ones. Hidden in the operator's add-product mode (spec §6).
 */
export function UserButton() {
  const user = useShell()?.user;
  const { vm, state } = useSignIn();
  const unread = useUnreadNotifications(user !== undefined && !isAnonymous(user));
  // The operator's own panel signs in and out; add-product mode hides the button (spec §6).
  if (user && (!headerControls(user).userButton || (user.operatorInfo && isAnonymous(user)))) return null;
  if (!user || isAnonymous(user)) {
    return (
      <>
        {/* The label is hidden on phones: the name must not depend on it. */}
        <button type="button" className="user-button" onClick={vm.open} data-testid="login-button" aria-label="Войти">
          <PersonIcon />
          <span className="user-button__label">Войти</span>
        </button>
        {state.open && (
          <Suspense>
            <SignInDialog />
          </Suspense>
        )}
        <ExternalSignInReturn />
      </>
    );
  }
  return (
    <div className="user-menu">
      <Link
        to="/profile/personal/"
        className="user-button"
        data-testid="user-name"
        aria-label={`Личный кабинет: ${userDisplayName(user.username)}${unread ? ', есть непрочитанные уведомления' : ''}`}
      >
        <PersonIcon />
        {unread && <span className="user-button__unread" data-testid="unread-notifications" aria-hidden="true" />}
        <span className="user-button__label">{userDisplayName(user.username)}</span>
        {user.bonuses > 0 && <span className="user-button__bonuses">{bonusLabel(user.bonuses)}</span>}
      </Link>
      {!user.operatorInfo && (
        <button type="button" className="link-button user-menu__logout" onClick={() => void vm.logout()}>
          Выйти
        </button>
      )}
    </div>
  );
}
