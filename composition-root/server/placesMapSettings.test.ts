import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { cookieClient } from '../../test-fixtures/cookieClient';
import { readConfig } from '../config';
import { testShopConfig } from '../../test-fixtures/testShop';
import { prepareDatabase } from './prepareDatabase';
import { shopApp } from './serverContainer';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-maps-'));
const hydration = async (answer: Response) => (await answer.text()).match(/__staticRouterHydrationData = JSON\.parse\("(.*)"\);/)?.[1] ?? '';

describe('the Yandex Maps key (README: YANDEX_MAPS_API_KEY)', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await prepareDatabase({ kind: 'pglite', dataDir }, 20, () => undefined);
  });
  afterAll(() => db.destroy());

  it('is read from the environment, unset by default', () => {
    expect(readConfig({ YANDEX_MAPS_API_KEY: 'maps-key' }).yandexMapsApiKey).toBe('maps-key');
    expect(readConfig({}).yandexMapsApiKey).toBeUndefined();
    expect(readConfig({ YANDEX_MAPS_API_KEY: '' }).yandexMapsApiKey).toBeUndefined();
  });

  it('reaches the page only when configured, so that the offline map is drawn otherwise', async () => {
    const app = (yandexMapsApiKey?: string) => shopApp(testShopConfig(db, dataDir, { sessionSecret: 'k', yandexMapsApiKey }));
    expect(await hydration(await cookieClient(app('maps-key-7'))('/stores/'))).toContain('maps-key-7');
    expect(await hydration(await cookieClient(app())('/stores/'))).not.toContain('yandexMapsApiKey');
  });
});
