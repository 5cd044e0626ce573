import { describe, expect, it } from 'vitest';
import { readPaymentConfig } from './paymentConfig';

describe('payment configuration', () => {
  it('defaults to the sandbox acquirer with same-origin paths and no held-back notifications', () => {
    expect(readPaymentConfig({})).toEqual({ provider: { kind: 'sandbox', notifyDelayMs: 0 }, shopUrl: '', jobsIntervalMs: 1000, releaseIntervalMs: 60_000 });
    expect(readPaymentConfig({ SANDBOX_NOTIFY_DELAY_MS: '600000', SHOP_URL: 'http://127.0.0.1:3000/' })).toMatchObject({
      provider: { notifyDelayMs: 600_000 },
      shopUrl: 'http://127.0.0.1:3000',
    });
  });

  it('T-Bank needs its terminal, password and the shop address', () => {
    expect(() => readPaymentConfig({ PAYMENT_PROVIDER: 'tinkoff', TINKOFF_TERMINAL_KEY: 'T' })).toThrow('TINKOFF_PASSWORD, SHOP_URL');
    expect(
      readPaymentConfig({ PAYMENT_PROVIDER: 'tinkoff', TINKOFF_TERMINAL_KEY: 'T', TINKOFF_PASSWORD: 'p', SHOP_URL: 'https://shop.example' }).provider,
    ).toEqual({ kind: 'tinkoff', terminalKey: 'T', password: 'p', baseUrl: undefined });
  });

  it('refuses unknown providers, relative shop addresses and bad intervals', () => {
    expect(() => readPaymentConfig({ PAYMENT_PROVIDER: 'yookassa' })).toThrow('PAYMENT_PROVIDER');
    expect(() => readPaymentConfig({ SHOP_URL: 'shop.example' })).toThrow('SHOP_URL');
    expect(() => readPaymentConfig({ SANDBOX_NOTIFY_DELAY_MS: '-1' })).toThrow('SANDBOX_NOTIFY_DELAY_MS');
    expect(() => readPaymentConfig({ PAYMENT_JOBS_INTERVAL_MS: '0.5' })).toThrow('PAYMENT_JOBS_INTERVAL_MS');
    expect(() => readPaymentConfig({ SMS_PROVIDER: 'smsru' })).toThrow('PAYMENT_PROVIDER=tinkoff');
  });
});
