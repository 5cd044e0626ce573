import type { Kysely } from 'kysely';
import type { DirectoryRepository } from '../../application/shell/DirectoryRepository';
import type { Database } from './schema';

/** Brands and sports from their tables, ordered by name. */
export function postgresDirectoryRepository(db: Kysely<Database>): DirectoryRepository {
  const list = (table: 'brand' | 'sport') => async () =>
    (await db.selectFrom(table).select(['id', 'name', 'url_code']).orderBy('name').orderBy('id').execute()).map((r) => ({ id: r.id, name: r.name, urlCode: r.url_code }));
  return { brands: list('brand'), sports: list('sport') };
}
