import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { addressSuggestFromEnv } from './addressSuggestConfig';

describe('ADDRESS_SUGGEST_PROVIDER', () => {
  it('is the development service by default, answering without the network', async () => {
    const found = await addressSuggestFromEnv({}).suggest('Невский 28', undefined);
    expect(E.isRight(found) && found.right[0]?.title).toBe('Невский проспект, 28');
  });

  it('refuses yandex without both keys, and unknown providers', () => {
    expect(() => addressSuggestFromEnv({ ADDRESS_SUGGEST_PROVIDER: 'yandex', YANDEX_GEOSUGGEST_API_KEY: 'k' })).toThrow(/YANDEX_GEOCODER_API_KEY/);
    expect(() => addressSuggestFromEnv({ ADDRESS_SUGGEST_PROVIDER: 'google' })).toThrow(/dev or yandex/);
    expect(addressSuggestFromEnv({ ADDRESS_SUGGEST_PROVIDER: 'yandex', YANDEX_GEOSUGGEST_API_KEY: 'k', YANDEX_GEOCODER_API_KEY: 'g' })).toBeDefined();
  });
});
