import { join } from 'node:path';
import type { DatabaseLocation } from '../adapters-storage/postgres/openDatabase';
import type { ToggleStates } from '../domain/user/featureToggles';
import { parseFeatureToggles } from './featureToggleConfig';
import { readReplicaUrls } from './replicaConfig';
import { readWorkers } from './workersConfig';

/** Everything the server reads from its environment, checked once at start. */
export interface ServerConfig {
  readonly port: number;
  /** WORKERS: server processes sharing the port; more than one only on a PostgreSQL server. */
  readonly workers: number;
  readonly database: DatabaseLocation;
  /** DATABASE_REPLICA_URLS: streaming replicas of DATABASE_URL that take the catalogue reads; none by default. */
  readonly replicaUrls: readonly string[];
  /** Products in the demo catalogue loaded into an empty database. */
  readonly demoProducts: number;
  /** Signs session cookies; when unset, a random secret is kept in the database. */
  readonly sessionSecret: string | undefined;
  readonly clientDir: string;
  /** IMAGE_CACHE_DIR: where rasterized product pictures are kept between restarts (diskCachedRasterizer.ts). */
  readonly imageCacheDir: string;
  /** FEATURE_TOGGLES: the toggles switched on or off; unset ones are off. */
  readonly featureToggles: ToggleStates;
  /** TRUSTED_PROXIES: reverse proxies in front of the server whose X-Forwarded-For is believed; 0 by default. */
  readonly trustedProxies: number;
  /** YANDEX_MAPS_API_KEY: the pages' maps come from Yandex Maps JS API v3 with it, offline without (docs/pickup-map.md). */
  readonly yandexMapsApiKey: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const demoProducts = Number(env.DEMO_PRODUCTS ?? 2000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  if (!Number.isInteger(demoProducts) || demoProducts < 1) throw new Error(`DEMO_PRODUCTS must be a positive whole number, got ${env.DEMO_PRODUCTS}`);
  const trustedProxies = Number(env.TRUSTED_PROXIES ?? 0);
  if (!Number.isInteger(trustedProxies) || trustedProxies < 0) throw new Error(`TRUSTED_PROXIES must be a whole number, got ${env.TRUSTED_PROXIES}`);
  return {
    port,
    workers: readWorkers(env),
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR ?? './.data' },
    replicaUrls: readReplicaUrls(env),
    demoProducts,
    sessionSecret: env.SESSION_SECRET || undefined,
    clientDir: env.CLIENT_DIR ?? './dist/client',
    imageCacheDir: env.IMAGE_CACHE_DIR ?? join(env.DATA_DIR ?? './.data', 'images'),
    featureToggles: parseFeatureToggles(env.FEATURE_TOGGLES),
    trustedProxies,
    yandexMapsApiKey: env.YANDEX_MAPS_API_KEY || undefined,
  };
}
