import pg from 'pg';
import type { DatabaseLocation } from '../adapters-storage/postgres/openDatabase';

/** Products in the benchmark catalogue (issue 5: 100,000). */
export const BENCH_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = `shop_bench_${BENCH_PRODUCTS}`;

/** The PostgreSQL server's bench database, created when missing (the seed then runs once). */
export async function serverLocation(): Promise<DatabaseLocation> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
  if (exists.rowCount === 0) await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return { kind: 'postgres', url: url.toString() };
}

/** PGlite in a directory kept between runs, so the 100k seed is paid once. */
export function pgliteLocation(): DatabaseLocation {
  return { kind: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR ?? `./.data-bench-${BENCH_PRODUCTS}` };
}
