import { httpAuthApi } from '../../adapters-http/client/httpAuthApi';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { smartCaptchaToken } from '../../adapters-http/client/smartCaptchaToken';

/**
 * Where «Я не робот» gets its token, for sign-in and for the checkout's phone code alike: SmartCaptcha's
 * widget once the page's shell data carries a site key, else the development captcha.
 */
export function browserCaptchaToken(request: ApiRequest, captchaSiteKey: () => string | undefined) {
  const devToken = httpAuthApi(request).captchaToken!;
  return () => {
    const siteKey = captchaSiteKey();
    return siteKey ? smartCaptchaToken(siteKey)() : devToken();
  };
}
