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

/**
 * A new, empty database on the PostgreSQL server, for one test's use; `drop` removes it. The drop first waits for
 * the connections still on it to leave (the server gives them 5 s): a pool's `end()` resolves before its sockets
 * close, and cutting those closing connections surfaces «terminating connection» as an unhandled error in the test
 * run. Only what outlives that wait (a child process that never let go) is ended by force.
 */
export async function freshServerDatabase(): Promise<{ readonly url: string; readonly drop: () => Promise<void> }> {
  const name = `storefront_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const OBJECT_IN_USE = '55006';
  const drop = async () => {
    try {
      await admin(`drop database if exists ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await admin(`drop database if exists ${name} with (force)`);
    }
  };
  return { url: url.toString(), drop };
}

const postgresServer: TestDatabaseKind = {
  name: 'PostgreSQL server',
  create: async (products = 60) => {
    const server = await freshServerDatabase();
    const db = await seeded(await openDatabase({ kind: 'postgres', url: server.url }), products);
    return {
      db,
      url: server.url,
      drop: async () => {
        await db.destroy();
        await server.drop();
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
 * Whether the PostgreSQL server at DATABASE_URL or 127.0.0.1:5432 answers; when it does not, a test that needs it
 * is skipped with a warning saying why, or fails under STOREFRONT_REQUIRE_POSTGRES=1.
 */
export async function postgresServerAnswers(needs: string): Promise<boolean> {
  if (await serverAnswers()) return true;
  if (process.env.STOREFRONT_REQUIRE_POSTGRES === '1') throw new Error(`no PostgreSQL server answers at ${SERVER_URL}`);
  console.warn(`PostgreSQL server not reachable at ${SERVER_URL}: ${needs} skipped`);
  return false;
}

/**
 * PGlite always; the PostgreSQL server when one answers at DATABASE_URL or 127.0.0.1:5432.
 * STOREFRONT_REQUIRE_POSTGRES=1 turns a missing server into a failure instead of a skip.
 */
export async function testDatabaseKinds(): Promise<TestDatabaseKind[]> {
  return (await postgresServerAnswers('the storage contract on it (it runs on PGlite only)')) ? [pglite, postgresServer] : [pglite];
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
