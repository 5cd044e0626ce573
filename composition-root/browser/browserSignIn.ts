import { asyncScheduler } from 'rxjs';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { httpAuthApi } from '../../adapters-http/client/httpAuthApi';
import { createSignInViewModel } from '../../application/auth/signInViewModel';
import type { FlashNotices } from '../../application/shell/FlashNotices';
import type { CountryCode } from '../../domain/country/country';
import type { browserCaptchaToken } from './browserCaptchaToken';

/** The sign-in dialog's view-model over the API, in a chunk of its own with the phone rules it needs. */
export const browserSignIn = (
  request: ApiRequest,
  reload: () => void,
  captchaToken: ReturnType<typeof browserCaptchaToken>,
  phoneCountry: () => CountryCode,
  flash: FlashNotices,
) => createSignInViewModel(httpAuthApi(request, captchaToken), asyncScheduler, reload, phoneCountry, flash);
