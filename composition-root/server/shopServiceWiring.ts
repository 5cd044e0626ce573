import type { Kysely } from 'kysely';
import { shopServiceUseCases } from '../../application/shopServices/shopServiceUseCases';
import { listShops } from '../../application/shell/listShops';
import { getLocation } from '../../application/shell/getLocation';
import type { CurrentMarket } from '../../application/market/marketCatalogue';
import { postgresShopServiceRepository } from '../../adapters-storage/postgres/postgresShopServiceRepository';
import { postgresShopRepository } from '../../adapters-storage/postgres/postgresShopRepository';
import { postgresLocationRepository } from '../../adapters-storage/postgres/postgresLocationRepository';
import type { Database } from '../../adapters-storage/postgres/schema';

/** Workshop services over PostgreSQL, near the visitor's shops and priced in their market (docs/club-looks-services.md). */
export function shopServiceWiring(db: Kysely<Database>, currentMarket: CurrentMarket) {
  const locations = postgresLocationRepository(db);
  const shops = listShops({ shops: postgresShopRepository(db), locations });
  const location = getLocation({ locations });
  return shopServiceUseCases({
    services: postgresShopServiceRepository(db),
    shopsNear: (ownerKey, geoPoint) => shops(ownerKey, { kind: 'SHOP', ...(geoPoint ? { geoPoint } : {}) }),
    cityOf: async (ownerKey) => {
      const view = await location(ownerKey);
      return view && { cityId: view.cityId, cityName: view.cityName };
    },
    currentMarket,
  });
}
