import type { ShellData } from '../../adapters-ui-react/pageData';
import type { AuthConfig } from '../authConfig';

/** What the browser needs of the configuration: the SmartCaptcha site key and the Yandex Maps key, when configured. Nothing secret. */
export type BrowserSettings = Pick<ShellData, 'captchaSiteKey' | 'yandexMapsApiKey'>;

/** The browser's settings of a configuration: injected into every page and told by GET /configurations. */
export function browserSettingsOf(auth: AuthConfig, yandexMapsApiKey: string | undefined): BrowserSettings {
  return {
    ...(auth.captcha?.kind === 'smartcaptcha' ? { captchaSiteKey: auth.captcha.siteKey } : {}),
    ...(yandexMapsApiKey ? { yandexMapsApiKey } : {}),
  };
}
