import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { showsCookieNotice, type UserFacts } from '../../domain/user/roles';
import { useShellServices } from './useShellServices';

/** Routes without the notice (spec §2: the cart has no cookie notice). */
const routeAllowsNotice = (pathname: string) => !pathname.startsWith('/cart');

/** Whether the cookie notice waits to be shown: until the shopper agrees; never for operators (spec §4 Cookie notice, §6). */
export function useCookieNotice(user: UserFacts) {
  const { cookieAgreement } = useShellServices();
  const { pathname } = useLocation();
  // The agreement lives in the browser: the server renders no notice and the browser decides after hydration.
  const [agreed, setAgreed] = useState(true);
  useEffect(() => setAgreed(cookieAgreement.stored()), [cookieAgreement]);
  const agree = () => {
    cookieAgreement.store();
    setAgreed(true);
  };
  return { waiting: showsCookieNotice(user, agreed, routeAllowsNotice(pathname)), agree };
}

/** The cookie notice, when its turn among the bottom messages has come. */
export function CookieNotice({ onAgree }: { readonly onAgree: () => void }) {
  return (
    <section className="cookie-notice" aria-label="Уведомление об использовании cookie" data-testid="cookie-notice">
      <p>
        Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с{' '}
        <Link to="/privacy/">политикой конфиденциальности</Link>.
      </p>
      <button type="button" className="button button--primary" onClick={onAgree}>
        Хорошо
      </button>
    </section>
  );
}
