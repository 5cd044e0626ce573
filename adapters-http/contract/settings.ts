import * as t from 'io-ts';
import { PAGE_TYPES } from '../../domain/analytics/pageType';
import { Currency } from './currency';

/**
 * GET /web-api/v1/configurations: the public start-up settings of the page (spec §7 «start-up reads … settings»): the
 * feature toggles the shop knows with their states, the SmartCaptcha site key (null with the development captcha)
 * and whether the maps load Yandex's (a key is configured) or draw the offline map.
 */
export const Configurations = t.type({
  featureToggles: t.record(t.string, t.boolean),
  captchaSiteKey: t.union([t.string, t.null]),
  yandexMapsEnabled: t.boolean,
  defaultCountry: t.string,
});
export type Configurations = t.TypeOf<typeof Configurations>;

/** Query of GET /web-api/v1/analytics (spec §7: territory id and page type). */
export const AnalyticsQuery = t.type({
  territoryId: t.refinement(t.string, (s) => /^[\w-]{1,40}$/.test(s), 'TerritoryId'),
  pageType: t.keyof(Object.fromEntries(PAGE_TYPES.map((p) => [p, null])) as Record<(typeof PAGE_TYPES)[number], null>),
});

/** GET /web-api/v1/analytics: the parameters the page view is reported with. */
export const PageAnalytics = t.type({
  pageType: t.string,
  territory: t.type({ id: t.string, name: t.string, countryCode: t.string, currency: Currency }),
  visitor: t.keyof({ ANONYMOUS: null, CUSTOMER: null, OPERATOR: null }),
});
export type PageAnalytics = t.TypeOf<typeof PageAnalytics>;
