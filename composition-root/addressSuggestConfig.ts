import type { AddressSuggest } from '../application/shipment/AddressSuggest';
import { devAddressSuggest } from '../adapters-http/gateways/devAddressSuggest';
import { yandexAddressSuggest } from '../adapters-http/gateways/yandexAddressSuggest';

/**
 * ADDRESS_SUGGEST_PROVIDER: dev (default: demo-city addresses, no network) or yandex, which needs
 * YANDEX_GEOSUGGEST_API_KEY and YANDEX_GEOCODER_API_KEY (start-up fails without them). Our server calls
 * the maps service for the browser, so the keys stay on the server.
 */
export function addressSuggestFromEnv(env: NodeJS.ProcessEnv): AddressSuggest {
  const provider = env.ADDRESS_SUGGEST_PROVIDER || 'dev';
  if (provider === 'dev') return devAddressSuggest();
  if (provider !== 'yandex') throw new Error(`ADDRESS_SUGGEST_PROVIDER must be dev or yandex, got ${provider}`);
  const missing = ['YANDEX_GEOSUGGEST_API_KEY', 'YANDEX_GEOCODER_API_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`ADDRESS_SUGGEST_PROVIDER=yandex needs ${missing.join(' and ')}`);
  return yandexAddressSuggest({ suggestKey: env.YANDEX_GEOSUGGEST_API_KEY!, geocoderKey: env.YANDEX_GEOCODER_API_KEY! });
}
