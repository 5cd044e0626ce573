import { asyncScheduler } from 'rxjs';
import { httpAuthApi, httpExternalAuthApi, httpOperatorApi } from '../../adapters-http/client/httpAuthApi';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { smartCaptchaToken } from '../../adapters-http/client/smartCaptchaToken';
import type { AuthServices } from '../../adapters-ui-react/auth/authServices';
import { createExternalSignInViewModel } from '../../application/auth/externalSignInViewModel';
import { createSignInViewModel } from '../../application/auth/signInViewModel';
import { createFloatingSignInViewModel } from '../../application/auth/floatingSignInViewModel';
import { browserRejectionCookie } from '../../adapters-storage/browser/rejectionCookie';
import { createOperatorPanelViewModel } from '../../application/operator/operatorPanelViewModel';

/**
 * The sign-in dialog, external sign-in and operator panel over the API; finished sign-ins reload the page.
 * With a SmartCaptcha site key (known once the page's shell data is read) tokens come from its widget.
 */
export function browserAuthServices(request: ApiRequest, reload: () => void, captchaSiteKey: () => string | undefined): AuthServices {
  const devToken = httpAuthApi(request).captchaToken!;
  const captchaToken = () => {
    const siteKey = captchaSiteKey();
    return siteKey ? smartCaptchaToken(siteKey)() : devToken();
  };
  const signIn = createSignInViewModel(httpAuthApi(request, captchaToken), asyncScheduler, reload);
  const page = {
    location: () => ({ pathname: window.location.pathname, query: Object.fromEntries(new URLSearchParams(window.location.search)) }),
    replaceUrl: (url: string) => window.history.replaceState(window.history.state, '', url),
    go: (url: string) => window.location.assign(url),
    reload,
  };
  return {
    signIn,
    operator: createOperatorPanelViewModel(httpOperatorApi(request), reload),
    external: createExternalSignInViewModel(httpExternalAuthApi(request), page, signIn.openRegistration),
    floating: createFloatingSignInViewModel(browserRejectionCookie(document), asyncScheduler),
  };
}
