import type { Kysely, Insertable } from 'kysely';
import { bulkLoadCatalogue } from '../catalogueBulkLoad';
import type { Database } from '../schema';
import { takeSeedMark } from './seedMark';
import type { DemoCatalogue, DemoProduct } from '../../demo/catalogue/model';

const SEED_MARK = 'demo_catalogue';
/** Rows per INSERT, well under PostgreSQL's 65,535 bound parameters. */
const BATCH_ROWS = 2000;

/**
 * Loads the demo catalogue once, in one transaction, so a crash never leaves half a catalogue.
 * Returns false when the database already holds it.
 */
export async function seedDemoCatalogue(db: Kysely<Database>, catalogue: DemoCatalogue): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await takeSeedMark(tx, SEED_MARK, String(catalogue.productCount)))) return false;

    await insertAll(
      tx,
      'city',
      catalogue.cities.map((c) => ({ id: c.id, name: c.name, lat: c.lat, lon: c.lon, geohash: c.geohash, country_code: c.countryCode })),
    );
    await insertAll(
      tx,
      'shop',
      catalogue.shops.map((s) => ({
        id: s.id,
        shop_number: s.shopNumber,
        kind: s.kind,
        name: s.name,
        city_id: s.cityId,
        address: s.address,
        lat: s.lat,
        lon: s.lon,
        geohash: s.geohash,
        filters: [...s.filters],
        opening_hours: s.openingHours,
      })),
    );
    await insertAll(
      tx,
      'category',
      catalogue.categories.map((c) => ({
        id: c.id,
        parent_id: c.parentId,
        name: c.name,
        url_path: c.urlPath,
        level: c.level,
        position: c.position,
      })),
    );
    await insertAll(
      tx,
      'sport',
      catalogue.sports.map((s) => ({ id: s.id, name: s.name, url_code: s.urlCode })),
    );
    await insertAll(
      tx,
      'brand',
      catalogue.brands.map((b) => ({ id: b.id, name: b.name, url_code: b.urlCode })),
    );

    await bulkLoadCatalogue(tx, async () => {
      let batch: DemoProduct[] = [];
      for (const product of catalogue.products()) {
        batch.push(product);
        if (batch.length === BATCH_ROWS / 10) {
          await insertProducts(tx, batch);
          batch = [];
        }
      }
      await insertProducts(tx, batch);
    });
    return true;
  });
}

async function insertProducts(tx: Kysely<Database>, products: readonly DemoProduct[]): Promise<void> {
  await insertAll(
    tx,
    'product',
    products.map((p) => ({
      product_id: p.productId,
      model_id: p.modelId,
      name: p.name,
      description: p.description,
      brand_id: p.brandId,
      category_id: p.categoryId,
      gender: p.gender,
      age: p.age,
      colour_name: p.colourName,
      colour_hex: p.colourHex,
      catalog_price: p.catalogPrice,
      retail_price: p.retailPrice,
      rating: p.rating,
      reviews_count: p.reviewsCount,
      rating_counts: [...p.ratingCounts],
      on_sale_soon: p.onSaleSoon,
      image_count: p.imageCount,
      weight_grams: p.weightGrams,
      technologies: [...p.technologies],
      properties: JSON.stringify(p.properties),
    })),
  );
  await insertAll(
    tx,
    'product_sport',
    products.flatMap((p) => p.sportIds.map((sportId) => ({ product_id: p.productId, sport_id: sportId }))),
  );
  const sizes = products.flatMap((p) => p.sizes.map((s) => ({ productId: p.productId, ...s })));
  await insertAll(
    tx,
    'ware',
    sizes.map((s) => ({
      ware_id: s.wareId,
      product_id: s.productId,
      size: s.size,
      size_ru: s.sizeRu,
      size_eur: s.sizeEur,
      size_us: s.sizeUs,
      size_uk: s.sizeUk,
      foot_length: s.footLength,
      position: s.position,
    })),
  );
  await insertAll(
    tx,
    'stock',
    sizes.flatMap((s) => s.stock.map((st) => ({ ware_id: s.wareId, shop_id: st.shopId, quantity: st.quantity }))),
  );
}

async function insertAll<T extends keyof Database & string>(tx: Kysely<Database>, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await tx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH_ROWS) as never)
      .execute();
  }
}
