import type { Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../adapters-storage/postgres/migrate';
import { openDatabase } from '../adapters-storage/postgres/openDatabase';
import type { Database } from '../adapters-storage/postgres/schema';
import { generateCatalogue } from '../adapters-storage/demo/catalogue/generateCatalogue';
import { seedDemoCatalogue } from '../adapters-storage/postgres/demo/seedDemoCatalogue';

/** A kind of database the storage contract runs on. */
export interface TestDatabaseKind {
  readonly name: string;
  /** A fresh, migrated database holding a small demo catalogue; `drop` removes it; `url` opens it again (a server's). */
  readonly create: (products?: number) => Promise<{ readonly db: Kysely<Database>; readonly drop: () => Promise<void>; readonly url?: string }>;
}

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function seeded(db: Kysely<Database>, products: number): Promise<Kysely<Database>> {
  await migrateToLatest(db);
  await seedDemoCatalogue(db, generateCatalogue({ productCount: products }));
  return db;
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  create: async (products = 60) => {
    const db = await seeded(await openDatabase({ kind: 'pglite', dataDir: undefined }), products);
    return { db, drop: () => db.destroy() };
  },
};

let counter = 0;

const postgresServer: TestDatabaseKind = {
  name: 'PostgreSQL server',
  create: async (products = 60) => {
    const name = `storefront_test_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    const db = await seeded(await openDatabase({ kind: 'postgres', url: url.toString() }), products);
    return {
      db,
      url: url.toString(),
      drop: async () => {
        await db.destroy();
        const c = new pg.Client({ connectionString: SERVER_URL });
        await c.connect();
        await c.query(`drop database if exists ${name}`);
        await c.end();
      },
    };
  },
};

async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * PGlite always; the PostgreSQL server when one answers at DATABASE_URL or 127.0.0.1:5432.
 * STOREFRONT_REQUIRE_POSTGRES=1 turns a missing server into a failure instead of a skip.
 */
export async function testDatabaseKinds(): Promise<TestDatabaseKind[]> {
  if (await serverAnswers()) return [pglite, postgresServer];
  if (process.env.STOREFRONT_REQUIRE_POSTGRES === '1') throw new Error(`no PostgreSQL server answers at ${SERVER_URL}`);
  console.warn(`PostgreSQL server not reachable at ${SERVER_URL}: storage contract runs on PGlite only`);
  return [pglite];
}

/**
 * A database on the PostgreSQL server for tests of processes sharing it (each opens its own handle by `url`;
 * `drop` after they closed theirs); undefined, with a message, when no server answers.
 */
export async function sharedServerDatabase(products?: number) {
  if (await serverAnswers()) {
    const { db, drop, url } = await postgresServer.create(products);
    return { db, drop, url: url! };
  }
  if (process.env.STOREFRONT_REQUIRE_POSTGRES === '1') throw new Error(`no PostgreSQL server answers at ${SERVER_URL}`);
  console.warn(`PostgreSQL server not reachable at ${SERVER_URL}: tests of processes sharing it are skipped`);
  return undefined;
}
