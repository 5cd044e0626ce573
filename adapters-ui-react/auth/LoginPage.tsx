import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { afterSignIn, LOGIN_PATH } from '../../domain/auth/backUrl';
import { isAnonymous } from '../../domain/user/roles';
import { titled, type PageMeta } from '../meta';
import { useShell } from '../shopContext';
import { SignInSteps } from './SignInSteps';
import { useSignIn } from './useSignIn';

const TITLE = 'Вход или регистрация';

export const loginMeta = (): PageMeta => ({ title: titled(TITLE), canonical: LOGIN_PATH });

/**
 * /login/ (spec §2 Routes): the sign-in steps inline. A finished sign-in reloads the page and the server then
 * sends the visitor on to `backUrl` (adapters-http/server/loginPageRedirect.ts); a visitor who arrives here
 * signed in by navigating inside the shop is sent there at once.
 */
export function LoginPage() {
  const user = useShell()?.user;
  const [query] = useSearchParams();
  const { vm } = useSignIn();
  // Starts the steps afresh in the location's country, as the dialog does when it opens; closed on leaving.
  useEffect(() => {
    vm.open();
    return vm.close;
  }, [vm]);
  if (user && !isAnonymous(user)) return <Navigate to={afterSignIn(query.get('backUrl'))} replace />;
  return (
    <section className="login-page" aria-labelledby="login-title">
      <h1 id="login-title">{TITLE}</h1>
      <SignInSteps />
    </section>
  );
}
