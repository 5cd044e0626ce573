// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { smartCaptchaToken } from './smartCaptchaToken';

describe('SmartCaptcha token in the browser', () => {
  it('renders the invisible widget with the site key, executes it and answers with its token', async () => {
    const rendered: unknown[] = [];
    const win = window as never as Window & Record<string, unknown>;
    win.smartCaptcha = {
      render: (container: HTMLElement, params: { sitekey: string; callback: (t: string) => void }) => {
        rendered.push({ attached: container.isConnected, sitekey: params.sitekey });
        win.__callback = params.callback;
        return 7;
      },
      execute: (id: number) => (win.__callback as (t: string) => void)(`token-of-${id}`),
    };
    expect(await smartCaptchaToken('site-key', win as never)()).toEqual(E.right('token-of-7'));
    expect(rendered).toEqual([{ attached: true, sitekey: 'site-key' }]);
    delete win.smartCaptcha;
  });

  it('loads captcha.js once by the advanced method and fails cleanly when it cannot load', async () => {
    const answer = smartCaptchaToken('site-key')();
    const script = document.head.querySelector('script[src^="https://smartcaptcha.yandexcloud.net/captcha.js"]') as HTMLScriptElement;
    expect(script.src).toContain('render=onload&onload=');
    script.onerror!(new Event('error'));
    expect(E.isLeft(await answer)).toBe(true);
  });
});
