import { ContainerModule } from 'inversify';
import { availabilityRoutes } from '../../../adapters-http/server/routes/availabilityRoutes';
import { shopServiceRoutes } from '../../../adapters-http/server/routes/shopServiceRoutes';
import { postgresShopServiceRepository } from '../../../adapters-storage/postgres/postgresShopServiceRepository';
import { availabilityUseCases } from '../../../application/availability/availabilityUseCases';
import { shopServiceUseCases } from '../../../application/shopServices/shopServiceUseCases';
import { CATALOGUE } from './catalogueModule';
import { CORE } from './coreModule';
import { ROUTES } from './routes';
import { SHELL } from './shellModule';
import { fromPorts, useCaseTokens } from './token';

/** What the shops near the visitor offer: each size's availability there, the sellers, and the workshop services. */
export const IN_SHOPS = useCaseTokens({ availability: availabilityUseCases, shopServices: shopServiceUseCases });

export const shopServiceModule = new ContainerModule(({ bind }) => {
  bind(IN_SHOPS.availability).toDynamicValue(
    fromPorts(availabilityUseCases, {
      catalogue: CATALOGUE.catalogue,
      search: CATALOGUE.search,
      stock: CORE.stock,
      sellers: CORE.sellers,
      clock: CORE.clock,
      location: SHELL.getLocation,
      currentMarket: CORE.currentMarket,
    }),
  );
  // Near the visitor's shops and priced in their market.
  bind(IN_SHOPS.shopServices).toResolvedValue(
    (db, shops, location, currentMarket) =>
      shopServiceUseCases({
        services: postgresShopServiceRepository(db),
        shopsNear: (ownerKey, geoPoint) => shops(ownerKey, { kind: 'SHOP', ...(geoPoint ? { geoPoint } : {}) }),
        cityOf: async (ownerKey) => {
          const view = await location(ownerKey);
          return view && { cityId: view.cityId, cityName: view.cityName };
        },
        currentMarket,
      }),
    [CORE.db, SHELL.listShops, SHELL.getLocation, CORE.currentMarket],
  );

  bind(ROUTES.availability).toResolvedValue(availabilityRoutes, [IN_SHOPS.availability]);
  bind(ROUTES.shopServices).toResolvedValue(shopServiceRoutes, [IN_SHOPS.shopServices]);
});
