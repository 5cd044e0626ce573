import { asyncScheduler } from 'rxjs';
import { httpExternalAuthApi, httpOperatorApi } from '../../../adapters-http/client/httpAuthApi';
import type { AuthServices } from '../../../adapters-ui-react/auth/authServices';
import { createExternalSignInViewModel } from '../../../application/auth/externalSignInViewModel';
import type { SignInViewModel } from '../../../application/auth/signInViewModel';
import { CLOSED_SIGN_IN } from '../../../application/auth/signInState';
import { createFloatingSignInViewModel } from '../../../application/auth/floatingSignInViewModel';
import { browserRejectionCookie } from '../../../adapters-storage/browser/rejectionCookie';
import { createOperatorPanelViewModel } from '../../../application/operator/operatorPanelViewModel';
import { DEFAULT_COUNTRY } from '../../../domain/country/country';
import { lazyViewModel } from '../lazyViewModel';
import type { BrowserCore } from './coreModule';

/**
 * The sign-in dialog, external sign-in and operator panel over the API; finished sign-ins reload the page;
 * the phone's country is the location's; what a sign-in could not keep is told after its reload. The
 * dialog's view-model (with the phone rules) loads when first used, or when the browser is idle (`preload`).
 */
export function authModule({ ports, request, captchaToken, shell }: BrowserCore): { readonly auth: AuthServices; readonly preload: () => void } {
  const { window, reload } = ports;
  const phoneCountry = () => shell.location.current().location?.countryCode ?? DEFAULT_COUNTRY;
  const { vm: signIn, preload } = lazyViewModel<typeof CLOSED_SIGN_IN, SignInViewModel>(CLOSED_SIGN_IN, () =>
    import('../browserSignIn').then((m) => m.browserSignIn(request, reload, captchaToken, phoneCountry, shell.flash)),
  );
  const page = {
    location: () => ({ pathname: window.location.pathname, query: Object.fromEntries(new URLSearchParams(window.location.search)) }),
    replaceUrl: (url: string) => window.history.replaceState(window.history.state, '', url),
    go: (url: string) => window.location.assign(url),
    reload,
  };
  return {
    preload,
    auth: {
      signIn,
      operator: createOperatorPanelViewModel(httpOperatorApi(request), reload),
      external: createExternalSignInViewModel(httpExternalAuthApi(request), page, signIn.openRegistration, shell.flash),
      floating: createFloatingSignInViewModel(browserRejectionCookie(window.document), asyncScheduler),
    },
  };
}
