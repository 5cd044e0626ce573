import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as m0001 from './migrations/0001_catalogue_and_cart';

/** Every migration in order; a new one is a new file and a new line here. */
const migrations: Record<string, Migration> = {
  '0001_catalogue_and_cart': m0001,
};

/** Applies the migrations not yet applied; throws if one fails, so the server never starts half-migrated. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
}
