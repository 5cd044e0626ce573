import type { Kysely } from 'kysely';
import type { StockReader } from '../../application/availability/StockReader';
import type { Database } from './schema';

/** Stock per shop from stock and shop (only shops of kind SHOP hold stock). */
export function postgresStockReader(db: Kysely<Database>): StockReader {
  return {
    byShop: async (wareIds) => {
      if (wareIds.length === 0) return [];
      const rows = await db.selectFrom('stock').innerJoin('shop', 'shop.id', 'stock.shop_id')
        .select(['stock.ware_id', 'shop.shop_number', 'shop.name', 'shop.address', 'shop.city_id', 'stock.quantity'])
        .where('stock.ware_id', 'in', [...wareIds]).where('stock.quantity', '>', 0).where('shop.kind', '=', 'SHOP')
        .orderBy('shop.shop_number').execute();
      return rows.map((r) => ({ wareId: r.ware_id, shopNumber: r.shop_number, shopName: r.name, address: r.address, cityId: r.city_id, quantity: r.quantity }));
    },
    pickupPointCount: async (cityId) => {
      const row = await db.selectFrom('shop').select((eb) => eb.fn.countAll<string>().as('n')).where('city_id', '=', cityId).where('kind', '=', 'PICKUP_POINT').executeTakeFirstOrThrow();
      return Number(row.n);
    },
    weightGrams: async (productId) => (await db.selectFrom('product').select('weight_grams').where('product_id', '=', productId).executeTakeFirst())?.weight_grams,
  };
}
