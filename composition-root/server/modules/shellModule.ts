import { ContainerModule } from 'inversify';
import { eventRoutes } from '../../../adapters-http/server/routes/eventRoutes';
import { featureToggleRoutes } from '../../../adapters-http/server/routes/featureToggleRoutes';
import { locationRoutes } from '../../../adapters-http/server/routes/locationRoutes';
import { newsletterRoutes } from '../../../adapters-http/server/routes/newsletterRoutes';
import { settingsRoutes } from '../../../adapters-http/server/routes/settingsRoutes';
import { shopRoutes } from '../../../adapters-http/server/routes/shopRoutes';
import { postgresEventStore } from '../../../adapters-storage/postgres/postgresEventStore';
import { postgresNewsletterRepository } from '../../../adapters-storage/postgres/postgresNewsletterRepository';
import { checkGeohash } from '../../../application/shell/checkGeohash';
import { chooseLocation } from '../../../application/shell/chooseLocation';
import { currentTerritory } from '../../../application/shell/currentTerritory';
import { geoFencesAt } from '../../../application/shell/geoFencesAt';
import { territoryByUrlCode } from '../../../application/shell/territoryByUrlCode';
import { deliveryTermsIn } from '../../../application/shipment/deliveryTermsIn';
import { pickupTermsIn } from '../../../application/shipment/pickupTermsIn';
import { getLocation } from '../../../application/shell/getLocation';
import { getShop } from '../../../application/shell/getShop';
import { listShops } from '../../../application/shell/listShops';
import { pageAnalytics } from '../../../application/shell/pageAnalytics';
import { recordEvents } from '../../../application/shell/recordEvents';
import { subscribeNewsletter } from '../../../application/shell/subscribeNewsletter';
import { toggleStates } from '../../../application/shell/toggleStates';
import { topCities } from '../../../application/shell/topCities';
import { browserSettingsOf } from '../browserSettings';
import { CONFIG, CORE } from './coreModule';
import { ROUTES } from './routes';
import { fromPorts, useCaseTokens } from './token';

/** What every page's frame asks: feature toggles, analytics events, the newsletter, the visitor's city and territory, the shops, and a city's delivery and pickup terms. */
export const SHELL = useCaseTokens({
  toggleStates,
  recordEvents,
  subscribeNewsletter,
  getLocation,
  topCities,
  chooseLocation,
  listShops,
  getShop,
  pageAnalytics,
  currentTerritory,
  territoryByUrlCode,
  geoFencesAt,
  checkGeohash,
  deliveryTermsIn,
  pickupTermsIn,
});

const S = SHELL;

export const shellModule = new ContainerModule(({ bind }) => {
  bind(S.toggleStates).toDynamicValue(fromPorts(toggleStates, { states: CONFIG.featureToggles }));
  bind(S.recordEvents).toResolvedValue((db) => recordEvents({ events: postgresEventStore(db) }), [CORE.db]);
  bind(S.subscribeNewsletter).toResolvedValue((db) => subscribeNewsletter({ newsletter: postgresNewsletterRepository(db) }), [CORE.db]);
  bind(S.getLocation).toDynamicValue(fromPorts(getLocation, { locations: CORE.locations }));
  bind(S.topCities).toDynamicValue(fromPorts(topCities, { locations: CORE.locations }));
  bind(S.chooseLocation).toDynamicValue(fromPorts(chooseLocation, { locations: CORE.locations }));
  bind(S.currentTerritory).toDynamicValue(fromPorts(currentTerritory, { locations: CORE.locations }));
  bind(S.territoryByUrlCode).toDynamicValue(fromPorts(territoryByUrlCode, { locations: CORE.locations }));
  bind(S.geoFencesAt).toDynamicValue(fromPorts(geoFencesAt, { locations: CORE.locations, shops: CORE.shops }));
  bind(S.checkGeohash).toDynamicValue(fromPorts(checkGeohash, { locations: CORE.locations }));
  bind(S.deliveryTermsIn).toDynamicValue(fromPorts(deliveryTermsIn, { locations: CORE.locations }));
  bind(S.pickupTermsIn).toDynamicValue(fromPorts(pickupTermsIn, { locations: CORE.locations, shops: CORE.shops }));
  bind(S.listShops).toDynamicValue(fromPorts(listShops, { shops: CORE.shops, locations: CORE.locations }));
  bind(S.getShop).toDynamicValue(fromPorts(getShop, { shops: CORE.shops }));
  bind(S.pageAnalytics).toDynamicValue(fromPorts(pageAnalytics, { locations: CORE.locations, priceLists: CORE.priceLists }));

  bind(ROUTES.featureToggles).toDynamicValue(fromPorts(featureToggleRoutes, { toggleStates: S.toggleStates }));
  bind(ROUTES.events).toDynamicValue(fromPorts(eventRoutes, { recordEvents: S.recordEvents }));
  bind(ROUTES.newsletter).toDynamicValue(fromPorts(newsletterRoutes, { subscribeNewsletter: S.subscribeNewsletter }));
  bind(ROUTES.location).toDynamicValue(
    fromPorts(locationRoutes, {
      getLocation: S.getLocation,
      topCities: S.topCities,
      chooseLocation: S.chooseLocation,
      currentTerritory: S.currentTerritory,
      territoryByUrlCode: S.territoryByUrlCode,
      geoFencesAt: S.geoFencesAt,
      checkGeohash: S.checkGeohash,
      deliveryTermsIn: S.deliveryTermsIn,
      pickupTermsIn: S.pickupTermsIn,
    }),
  );
  bind(ROUTES.shops).toDynamicValue(fromPorts(shopRoutes, { listShops: S.listShops, getShop: S.getShop }));
  bind(ROUTES.settings).toResolvedValue(
    (toggles, analytics, auth, yandexMapsApiKey) =>
      settingsRoutes({ toggleStates: toggles, pageAnalytics: analytics, browserSettings: browserSettingsOf(auth, yandexMapsApiKey) }),
    [S.toggleStates, S.pageAnalytics, CONFIG.auth, CONFIG.yandexMapsApiKey],
  );
});
