import type { Kysely, Selectable } from 'kysely';
import type { ShopRecord, ShopRepository } from '../../application/shell/ShopRepository';
import type { Database } from './schema';

const COLUMNS = ['shop_number', 'kind', 'name', 'address', 'city_id', 'lat', 'lon', 'geohash', 'opening_hours', 'filters', 'accepts_returns'] as const;

const record = (r: Selectable<Pick<Database['shop'], (typeof COLUMNS)[number]>>): ShopRecord => ({
  shopNumber: r.shop_number,
  kind: r.kind,
  name: r.name,
  address: r.address,
  cityId: r.city_id,
  lat: r.lat,
  lon: r.lon,
  geohash: r.geohash,
  openingHours: r.opening_hours,
  filters: r.filters,
  // Unset: shops take returns, pickup points do not (migration 0022).
  isReturnAvailable: r.accepts_returns ?? r.kind === 'SHOP',
});

/** Shops and pickup points from the shop table. */
export function postgresShopRepository(db: Kysely<Database>): ShopRepository {
  return {
    inCity: async (cityId, kind) =>
      (await db.selectFrom('shop').select(COLUMNS).where('city_id', '=', cityId).where('kind', '=', kind).orderBy('shop_number').execute()).map(record),
    byNumber: async (shopNumber) => {
      const row = await db.selectFrom('shop').select(COLUMNS).where('shop_number', '=', shopNumber).executeTakeFirst();
      return row && record(row);
    },
  };
}
