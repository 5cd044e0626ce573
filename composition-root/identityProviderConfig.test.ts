import { describe, expect, it } from 'vitest';
import { readSberConfig, readVkConfig } from './identityProviderConfig';

describe('identity provider settings from the environment', () => {
  it('keeps the local provider by default', () => {
    expect(readVkConfig({})).toBeUndefined();
    expect(readSberConfig({ SBER_ID_PROVIDER: 'dev' })).toBeUndefined();
  });

  it('reads VK ID and Sber ID, with overridable base URLs', () => {
    expect(readVkConfig({ VK_ID_PROVIDER: 'vk', VK_SERVICE_TOKEN: 'key', VK_API_BASE_URL: 'http://127.0.0.1:1' })).toEqual({
      serviceToken: 'key',
      apiVersion: undefined,
      baseUrl: 'http://127.0.0.1:1',
    });
    expect(readSberConfig({ SBER_ID_PROVIDER: 'sber', SBER_CLIENT_ID: 'id', SBER_CLIENT_SECRET: 's', SBER_REDIRECT_URI: 'https://shop/cb' })).toEqual({
      clientId: 'id',
      clientSecret: 's',
      redirectUri: 'https://shop/cb',
      scope: 'openid name mobile email',
      baseUrl: undefined,
    });
  });

  it('refuses an unknown provider or missing credentials', () => {
    expect(() => readVkConfig({ VK_ID_PROVIDER: 'vk' })).toThrow('VK_SERVICE_TOKEN');
    expect(() => readVkConfig({ VK_ID_PROVIDER: 'ok' })).toThrow('dev or vk');
    expect(() => readSberConfig({ SBER_ID_PROVIDER: 'sber', SBER_CLIENT_ID: 'id' })).toThrow('SBER_CLIENT_SECRET');
  });
});
