import type { Kysely } from 'kysely';
import type { CityStock } from '../../application/shipment/CityStock';
import type { Database } from './schema';

/** Stock of the wares in the shops of a city: stock joined with shop (stock.shop_id is shop.id). */
export function postgresCityStock(db: Kysely<Database>): CityStock {
  return {
    inCity: async (cityId, wareIds) => {
      if (wareIds.length === 0) return [];
      const rows = await db
        .selectFrom('stock')
        .innerJoin('shop', 'shop.id', 'stock.shop_id')
        .select(['shop.shop_number', 'stock.ware_id', 'stock.quantity'])
        .where('shop.city_id', '=', cityId)
        .where('stock.ware_id', 'in', [...wareIds])
        .where('stock.quantity', '>', 0)
        .execute();
      return rows.map((r) => ({ shopNumber: r.shop_number, wareId: r.ware_id, quantity: r.quantity }));
    },
  };
}
