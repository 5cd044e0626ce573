import type { Kysely } from 'kysely';
import type { ShopStock, StockReader } from '../../application/availability/StockReader';
import type { CityStock } from '../../application/shipment/CityStock';
import type { Database } from './schema';

/** The one stock query: units above 0 per shop of kind SHOP (pickup points hold none), optionally of one city. */
async function shopStock(db: Kysely<Database>, wareIds: readonly string[], cityId?: string): Promise<readonly ShopStock[]> {
  if (wareIds.length === 0) return [];
  let query = db
    .selectFrom('stock')
    .innerJoin('shop', 'shop.id', 'stock.shop_id')
    .select(['stock.ware_id', 'shop.shop_number', 'shop.name', 'shop.address', 'shop.city_id', 'stock.quantity'])
    .where('stock.ware_id', 'in', [...wareIds])
    .where('stock.quantity', '>', 0)
    .where('shop.kind', '=', 'SHOP');
  if (cityId !== undefined) query = query.where('shop.city_id', '=', cityId);
  const rows = await query.orderBy('shop.shop_number').execute();
  return rows.map((r) => ({ wareId: r.ware_id, shopNumber: r.shop_number, shopName: r.name, address: r.address, cityId: r.city_id, quantity: r.quantity }));
}

/** Stock per shop for product availability (StockReader) and for checkout pickup in a city (CityStock). */
export function postgresStockReader(db: Kysely<Database>): StockReader & CityStock {
  return {
    byShop: (wareIds) => shopStock(db, wareIds),
    inCity: async (cityId, wareIds) => (await shopStock(db, wareIds, cityId)).map(({ shopNumber, wareId, quantity }) => ({ shopNumber, wareId, quantity })),
    pickupPointCount: async (cityId) => {
      const row = await db
        .selectFrom('shop')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('city_id', '=', cityId)
        .where('kind', '=', 'PICKUP_POINT')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    wareFacts: async (wareIds) =>
      wareIds.length === 0
        ? []
        : (
            await db
              .selectFrom('ware')
              .innerJoin('product', 'product.product_id', 'ware.product_id')
              .innerJoin('brand', 'brand.id', 'product.brand_id')
              .select(['ware.ware_id', 'brand.name', 'product.weight_grams'])
              .where('ware.ware_id', 'in', [...wareIds])
              .execute()
          ).map((r) => ({ wareId: r.ware_id, brandName: r.name, weightGrams: r.weight_grams })),
    weightGrams: async (productId) =>
      (await db.selectFrom('product').select('weight_grams').where('product_id', '=', productId).executeTakeFirst())?.weight_grams,
  };
}
