import { describe, expect, it } from 'vitest';
import { readCaptchaConfig } from './captchaConfig';

describe('captcha configuration (README, Configuration)', () => {
  it('uses the development captcha unless SmartCaptcha is chosen', () => {
    expect(readCaptchaConfig({})).toEqual({ kind: 'dev' });
    expect(readCaptchaConfig({ CAPTCHA_PROVIDER: 'dev', SMARTCAPTCHA_SERVER_KEY: 'x' })).toEqual({ kind: 'dev' });
  });

  it('refuses the development captcha next to a real SMS provider', () => {
    expect(() => readCaptchaConfig({ SMS_PROVIDER: 'smsru' })).toThrow(/CAPTCHA_PROVIDER=smartcaptcha/);
    expect(readCaptchaConfig({ SMS_PROVIDER: 'smsru', CAPTCHA_PROVIDER: 'smartcaptcha', SMARTCAPTCHA_SERVER_KEY: 's', SMARTCAPTCHA_SITE_KEY: 'c' }).kind).toBe(
      'smartcaptcha',
    );
  });

  it('reads SmartCaptcha keys and the overridable base URL', () => {
    expect(
      readCaptchaConfig({
        CAPTCHA_PROVIDER: 'smartcaptcha',
        SMARTCAPTCHA_SERVER_KEY: 's',
        SMARTCAPTCHA_SITE_KEY: 'c',
        SMARTCAPTCHA_BASE_URL: 'http://127.0.0.1:1',
      }),
    ).toEqual({ kind: 'smartcaptcha', serverKey: 's', siteKey: 'c', baseUrl: 'http://127.0.0.1:1' });
  });

  it('fails start-up when a chosen SmartCaptcha misses a key, or the provider is unknown', () => {
    expect(() => readCaptchaConfig({ CAPTCHA_PROVIDER: 'smartcaptcha', SMARTCAPTCHA_SERVER_KEY: 's' })).toThrow(/SMARTCAPTCHA_SITE_KEY/);
    expect(() => readCaptchaConfig({ CAPTCHA_PROVIDER: 'smartcaptcha', SMARTCAPTCHA_SITE_KEY: 'c' })).toThrow(/SMARTCAPTCHA_SERVER_KEY/);
    expect(() => readCaptchaConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/dev or smartcaptcha/);
  });
});
