import * as E from 'fp-ts/Either';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import type { ApiFailure } from './apiClient';

/** The part of SmartCaptcha's documented `window.smartCaptcha` object the invisible widget needs. */
interface SmartCaptchaApi {
  render(container: HTMLElement, params: { sitekey: string; invisible: true; hl: 'ru'; callback: (token: string) => void }): number;
  execute(widgetId: number): void;
}

const SCRIPT_URL = 'https://smartcaptcha.yandexcloud.net/captcha.js?render=onload&onload=';
const ONLOAD = '__smartCaptchaLoaded';
const failed: ApiFailure = { status: 0, reason: 'NEED_CAPTCHA', message: GENERIC_ERROR_MESSAGE };

type CaptchaWindow = Window & { smartCaptcha?: SmartCaptchaApi } & Record<string, unknown>;

/** Loads captcha.js once (advanced connection method) and resolves with its API, or undefined if it cannot load. */
function loadSmartCaptcha(win: CaptchaWindow): Promise<SmartCaptchaApi | undefined> {
  if (win.smartCaptcha) return Promise.resolve(win.smartCaptcha);
  return new Promise((resolve) => {
    win[ONLOAD] = () => resolve(win.smartCaptcha);
    const script = win.document.createElement('script');
    script.src = SCRIPT_URL + ONLOAD;
    script.async = true;
    script.onerror = () => resolve(undefined);
    win.document.head.append(script);
  });
}

/**
 * A captcha token from Yandex SmartCaptcha's invisible widget: rendered on demand, executed at once; the
 * challenge window appears only to visitors the service finds suspicious. The token goes to the code request.
 */
export function smartCaptchaToken(siteKey: string, win: CaptchaWindow = window as unknown as CaptchaWindow): () => Promise<E.Either<ApiFailure, string>> {
  return async () => {
    const api = await loadSmartCaptcha(win);
    if (!api) return E.left(failed);
    const container = win.document.createElement('div');
    win.document.body.append(container);
    return new Promise((resolve) => {
      const id = api.render(container, {
        sitekey: siteKey,
        invisible: true,
        hl: 'ru',
        callback: (token) => {
          container.remove();
          resolve(E.right(token));
        },
      });
      api.execute(id);
    });
  };
}
