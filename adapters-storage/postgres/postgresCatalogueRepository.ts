import Decimal from 'decimal.js';
import * as t from 'io-ts';
import { sql, type Kysely } from 'kysely';
import type { CatalogueRepository } from '../../application/catalogue/CatalogueRepository';
import { decodeStored } from '../storedValue';
import type { Database } from './schema';
import { IN_STOCK, productSummaryFromRow, WRITTEN_REVIEWS } from './productSummaryRow';

/** product.properties: the product's name–value properties, in the order the page lists them. */
const StoredProperties = t.array(t.type({ name: t.string, value: t.string }), 'ProductProperties');

const stockOfWare = sql<number>`coalesce((select sum(s.quantity) from stock s where s.ware_id = w.ware_id), 0)::int`;

/** The catalogue read from PostgreSQL (PGlite or a server). */
export function postgresCatalogueRepository(db: Kysely<Database>): CatalogueRepository {
  const summaries = () =>
    db
      .selectFrom('product as p')
      .innerJoin('brand as b', 'b.id', 'p.brand_id')
      .select([
        'p.product_id',
        'p.name',
        'b.name as brand_name',
        'p.catalog_price',
        'p.retail_price',
        'p.rating',
        'p.reviews_count',
        'p.colour_hex',
        'p.on_sale_soon',
        sql<number>`${sql.raw(WRITTEN_REVIEWS)}`.as('written_reviews'),
        sql<boolean>`${sql.raw(IN_STOCK)}`.as('in_stock'),
      ]);
  const toSummary = productSummaryFromRow;

  return {
    categories: async () =>
      (await db.selectFrom('category').selectAll().orderBy('level').orderBy('position').execute()).map((c) => ({
        id: c.id,
        parentId: c.parent_id,
        name: c.name,
        urlPath: c.url_path,
        level: c.level,
      })),

    productById: async (productId) => {
      const row = await summaries()
        .innerJoin('category as c', 'c.id', 'p.category_id')
        .select(['p.model_id', 'p.description', 'c.url_path', 'p.colour_name', 'p.image_count', 'p.technologies', 'p.properties', 'p.rating_counts'])
        .where('p.product_id', '=', productId)
        .executeTakeFirst();
      if (!row) return undefined;
      const sizes = await db
        .selectFrom('ware as w')
        .select(['w.ware_id', 'w.size', 'w.size_ru', 'w.size_eur', 'w.size_us', 'w.size_uk', 'w.foot_length', stockOfWare.as('stock')])
        .where('w.product_id', '=', productId)
        .orderBy('w.position')
        .execute();
      return {
        ...toSummary(row),
        modelId: row.model_id,
        description: row.description,
        categoryPath: row.url_path,
        colourName: row.colour_name,
        imageCount: row.image_count,
        technologies: row.technologies,
        properties: decodeStored(StoredProperties, row.properties, `product.properties of product ${productId}`),
        ratingCounts: row.rating_counts,
        sizes: sizes.map((w) => ({
          wareId: w.ware_id,
          size: w.size,
          sizeRu: w.size_ru,
          sizeEur: w.size_eur,
          sizeUs: w.size_us,
          sizeUk: w.size_uk,
          footLength: w.foot_length === null ? null : Number(w.foot_length),
          stockQuantity: w.stock,
        })),
      };
    },

    colourVariants: async (modelId) =>
      (await db.selectFrom('product').select(['product_id', 'colour_name', 'colour_hex']).where('model_id', '=', modelId).orderBy('product_id').execute()).map(
        (r) => ({ productId: r.product_id, colourName: r.colour_name, colourHex: r.colour_hex }),
      ),

    productFacts: async (productId) => {
      const row = await db
        .selectFrom('product as p')
        .innerJoin('category as c', 'c.id', 'p.category_id')
        .select((eb) => [
          'p.gender',
          'p.age',
          'c.url_path',
          eb
            .selectFrom('product_sport as ps')
            .innerJoin('sport as s', 's.id', 'ps.sport_id')
            .whereRef('ps.product_id', '=', 'p.product_id')
            .select(sql<string[]>`coalesce(array_agg(s.name order by s.name), '{}')`.as('names'))
            .as('sports'),
          eb.selectFrom('product_question as q').whereRef('q.product_id', '=', 'p.product_id').select(eb.fn.countAll<string>().as('n')).as('questions'),
        ])
        .where('p.product_id', '=', productId)
        .executeTakeFirst();
      if (!row) return undefined;
      // The category and its ancestors: every prefix of its path, root first.
      const segments = row.url_path.split('/');
      const paths = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
      const names = new Map(
        (await db.selectFrom('category').select(['url_path', 'name']).where('url_path', 'in', paths).execute()).map((c) => [c.url_path, c.name]),
      );
      return {
        gender: row.gender,
        age: row.age,
        sports: row.sports ?? [],
        questions: Number(row.questions ?? 0),
        categoryNames: paths.flatMap((path) => names.get(path) ?? []),
      };
    },

    wares: async (wareIds) => {
      if (wareIds.length === 0) return [];
      const rows = await db
        .selectFrom('ware as w')
        .innerJoin('product as p', 'p.product_id', 'w.product_id')
        .innerJoin('brand as b', 'b.id', 'p.brand_id')
        .select([
          'w.ware_id',
          'w.product_id',
          'p.name',
          'b.name as brand_name',
          'w.size',
          'p.colour_hex',
          'p.catalog_price',
          'p.retail_price',
          stockOfWare.as('stock'),
        ])
        .where('w.ware_id', 'in', wareIds)
        .execute();
      return rows.map((r) => ({
        wareId: r.ware_id,
        productId: r.product_id,
        name: r.name,
        brandName: r.brand_name,
        size: r.size,
        colourHex: r.colour_hex,
        price: { catalog: new Decimal(r.catalog_price), retail: new Decimal(r.retail_price) },
        stockQuantity: r.stock,
      }));
    },
  };
}
