import { sql, type Kysely } from 'kysely';
import type { DirectoryRepository } from '../../application/shell/DirectoryRepository';
import type { Database } from './schema';

/** A group's summed popularity and its best product, one in stock first (columns of a grouped product_search). */
const RANKING = sql`sum(ps.popularity) as score, (array_agg(ps.product_id order by ps.in_stock desc, ps.popularity desc, ps.product_id))[1] as top`;

interface EntryRow {
  readonly id: string;
  readonly name: string;
  readonly url_code: string;
  readonly top: string | null;
}
const entry = (r: EntryRow) => ({ id: r.id, name: r.name, urlCode: r.url_code, topProductId: r.top });

/** Brands, sports and leaf categories ranked by the popularity of their products in product_search (migration 0002). */
export function postgresDirectoryRepository(db: Kysely<Database>): DirectoryRepository {
  return {
    brands: async () =>
      (
        await sql<EntryRow>`
      with ranked as (select ps.brand_code, ${RANKING} from product_search ps group by ps.brand_code)
      select b.id, b.name, b.url_code, r.top from brand b left join ranked r on r.brand_code = b.url_code
      order by coalesce(r.score, 0) desc, b.name, b.id`.execute(db)
      ).rows.map(entry),

    sports: async () =>
      (
        await sql<EntryRow>`
      with ranked as (select x.sport_id, ${RANKING} from product_sport x join product_search ps on ps.product_id = x.product_id group by x.sport_id)
      select s.id, s.name, s.url_code, r.top from sport s left join ranked r on r.sport_id = s.id
      order by coalesce(r.score, 0) desc, s.name, s.id`.execute(db)
      ).rows.map(entry),

    categories: async () =>
      (
        await sql<{ id: string; parent_id: string | null; name: string; url_path: string; level: number; top: string }>`
      with ranked as (select ps.category_path, ${RANKING} from product_search ps group by ps.category_path)
      select c.id, c.parent_id, c.name, c.url_path, c.level, r.top from ranked r join category c on c.url_path = r.category_path
      order by r.score desc, c.url_path`.execute(db)
      ).rows.map((r) => ({ category: { id: r.id, parentId: r.parent_id, name: r.name, urlPath: r.url_path, level: r.level }, topProductId: r.top })),
  };
}
