import type { Kysely } from 'kysely';
import type { Database } from '../../adapters-storage/postgres/schema';
import type { ClientAssets } from '../../adapters-ui-react/server/documentHtml';
import type { AddressSuggest } from '../../application/shipment/AddressSuggest';
import type { ToggleStates } from '../../domain/user/featureToggles';
import { addressSuggestFromEnv } from '../addressSuggestConfig';
import { readAuthConfig, type AuthConfig } from '../authConfig';
import { readFulfilmentSecret } from '../fulfilmentConfig';
import { readMailConfig, type MailConfig } from '../mailConfig';
import { readPaymentConfig, type PaymentConfig } from '../paymentConfig';

/** What one server process is built from: the open database, its secret, the browser bundle and the configuration. */
export interface ShopConfig {
  readonly db: Kysely<Database>;
  /** Where catalogue reads go: read replicas (replicaReads.ts) or, by default, `db` itself. */
  readonly catalogueDb: Kysely<Database>;
  /** Signs session cookies and sign-in codes, and seals issued gift-card PINs (sessionSecret.ts). */
  readonly sessionSecret: string;
  readonly assets: ClientAssets;
  /** Folder of the built browser bundle, served under /assets/. */
  readonly clientDir: string;
  /** Where rasterized product pictures are kept between restarts; undefined: in memory only (tests). */
  readonly imageCacheDir: string | undefined;
  /** Feature toggles switched on or off; unset ones are off. */
  readonly featureToggles: ToggleStates;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed (0: none). */
  readonly trustedProxies: number;
  /** The Yandex Maps JS API key the pages' maps use; without it they draw the offline map. */
  readonly yandexMapsApiKey: string | undefined;
  readonly auth: AuthConfig;
  readonly payment: PaymentConfig;
  readonly mail: MailConfig;
  /** The fulfilment system's shared secret; null: it sends no reports (fulfilmentConfig.ts). */
  readonly fulfilmentSecret: string | null;
  /** The maps service delivery addresses are suggested by (addressSuggestConfig.ts). */
  readonly addressSuggest: AddressSuggest;
}

/** What the process made before the configuration is read. */
type MadeAtStart = Pick<ShopConfig, 'db' | 'sessionSecret' | 'assets' | 'clientDir'>;

/** The configuration of the environment (README, Configuration) beside what the process made; `given` wins over both. */
export function readShopConfig(env: NodeJS.ProcessEnv, given: MadeAtStart & Partial<ShopConfig>): ShopConfig {
  return {
    featureToggles: {},
    trustedProxies: 0,
    yandexMapsApiKey: undefined,
    imageCacheDir: undefined,
    auth: readAuthConfig(env),
    payment: readPaymentConfig(env),
    mail: readMailConfig(env),
    fulfilmentSecret: readFulfilmentSecret(env),
    addressSuggest: addressSuggestFromEnv(env),
    catalogueDb: given.db,
    ...given,
  };
}
