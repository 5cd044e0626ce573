import type { Kysely } from 'kysely';
import type { TechnologyRepository } from '../../application/catalogue/TechnologyRepository';
import type { Database } from './schema';

/** Technologies with their descriptions in PostgreSQL (migration 0031). */
export function postgresTechnologies(db: Kysely<Database>): TechnologyRepository {
  return {
    described: async (names) => {
      let query = db.selectFrom('technology').select(['name', 'description']).orderBy('name');
      if (names) query = query.where('name', 'in', names);
      return query.execute();
    },
  };
}
