import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../adapters-storage/postgres/migrate';
import { openDatabase, type DatabaseLocation } from '../../adapters-storage/postgres/openDatabase';
import { oneAtATime } from '../../adapters-storage/postgres/oneAtATime';
import type { Database } from '../../adapters-storage/postgres/schema';
import { generateCatalogue } from '../../adapters-storage/demo/catalogue/generateCatalogue';
import { seedDemoCatalogue } from '../../adapters-storage/postgres/demo/seedDemoCatalogue';
import { seedCheckoutDemo } from '../../adapters-storage/postgres/demo/seedCheckoutDemo';
import { seedReturnDemo } from '../demo/seedReturnDemo';
import { seedDemoReviews } from '../../adapters-storage/postgres/demo/seedDemoReviews';
import { settleCatalogue } from '../../adapters-storage/postgres/catalogueBulkLoad';
import { seedProductExtras } from '../../adapters-storage/postgres/demo/seedProductExtras';
import { seedLookZone } from '../../adapters-storage/postgres/demo/seedLookZone';
import { seedShopServices } from '../../adapters-storage/postgres/demo/seedShopServices';
import { seedTechnologies } from '../../adapters-storage/postgres/demo/seedTechnologies';

/**
 * Opens the database, applies the migrations and loads the demo catalogue into an empty one; processes
 * starting together on one PostgreSQL server take turns, so only the first does the work.
 */
export async function prepareDatabase(location: DatabaseLocation, demoProducts: number, log: (line: string) => void): Promise<Kysely<Database>> {
  const db = await openDatabase(location);
  await oneAtATime(db, location, 'prepare database', () => migrateAndSeed(db, demoProducts, log));
  return db;
}

async function migrateAndSeed(db: Kysely<Database>, demoProducts: number, log: (line: string) => void): Promise<void> {
  await migrateToLatest(db);
  const started = Date.now();
  if (await seedDemoCatalogue(db, generateCatalogue({ productCount: demoProducts }))) {
    await settleCatalogue(db);
    log(`demo catalogue of ${demoProducts} products loaded in ${Date.now() - started} ms`);
  }
  if (await seedCheckoutDemo(db)) log('demo promo codes, gift cards and bonus customers loaded');
  if (await seedReturnDemo(db, new Date())) log('demo received order to return loaded');
  if (await seedDemoReviews(db)) log('demo reviews and questions loaded');
  if (await seedProductExtras(db)) log('demo kits and personal prices loaded');
  if (await seedLookZone(db)) log('demo looks loaded');
  if (await seedShopServices(db)) log('demo workshop services loaded');
  if (await seedTechnologies(db)) log('demo technologies described');
}
