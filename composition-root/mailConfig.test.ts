import { describe, expect, it } from 'vitest';
import { readMailConfig } from './mailConfig';

describe('mail provider from the environment', () => {
  it('uses the development outbox by default and Unisender Go only with its keys', () => {
    expect(readMailConfig({})).toEqual({ kind: 'outbox', intervalMs: 10_000 });
    expect(
      readMailConfig({
        MAIL_PROVIDER: 'unisender',
        UNISENDER_GO_API_KEY: 'k',
        MAIL_FROM: 'shop@sportmarket.ru',
        UNISENDER_GO_BASE_URL: 'https://go2.unisender.ru/ru/transactional/api/v1/',
      }),
    ).toMatchObject({ kind: 'unisender', apiKey: 'k', fromEmail: 'shop@sportmarket.ru', baseUrl: 'https://go2.unisender.ru/ru/transactional/api/v1' });
    expect(() => readMailConfig({ MAIL_PROVIDER: 'unisender' })).toThrow(/UNISENDER_GO_API_KEY/);
    expect(() => readMailConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(/MAIL_PROVIDER/);
    expect(() => readMailConfig({ MAIL_JOB_INTERVAL_MS: 'soon' })).toThrow(/MAIL_JOB_INTERVAL_MS/);
  });
});
