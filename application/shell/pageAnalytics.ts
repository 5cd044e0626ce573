import * as E from 'fp-ts/Either';
import type { PageType } from '../../domain/analytics/pageType';
import type { CountryCode } from '../../domain/country/country';
import type { CurrencyCode } from '../../domain/money/currency';
import { HOME_MARKET } from '../../domain/market/market';
import type { Viewer } from '../auth/currentUser';
import type { PriceLists } from '../market/PriceLists';
import type { LocationRepository } from './LocationRepository';

/** Who views a page, for analytics: an anonymous visitor, a signed-in customer or an operator acting for one. */
type VisitorKind = 'ANONYMOUS' | 'CUSTOMER' | 'OPERATOR';

/** The parameters a page view is reported with. */
export interface PageAnalytics {
  readonly pageType: PageType;
  readonly territory: { readonly id: string; readonly name: string; readonly countryCode: CountryCode; readonly currency: CurrencyCode };
  readonly visitor: VisitorKind;
}

/**
 * GET /analytics?territoryId&pageType (spec §7 Analytics: fetched on a page-type change with the territory id and the
 * page type; the answer is not shown): the page view's parameters — the territory (a city: its name, country and the
 * currency prices are shown in there) and the kind of visitor; NOT_FOUND for an unknown territory.
 */
export function pageAnalytics(deps: { readonly locations: Pick<LocationRepository, 'cities'>; readonly priceLists: PriceLists }) {
  return async (territoryId: string, pageType: PageType, viewer: Viewer): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, PageAnalytics>> => {
    const city = (await deps.locations.cities()).find((c) => c.id === territoryId);
    if (!city) return E.left({ _tag: 'NOT_FOUND' });
    const market = (await deps.priceLists.ofCountry(city.countryCode)) ?? HOME_MARKET;
    return E.right({
      pageType,
      territory: { id: city.id, name: city.name, countryCode: city.countryCode, currency: market.currency },
      visitor: viewer.operator ? 'OPERATOR' : viewer.customerId ? 'CUSTOMER' : 'ANONYMOUS',
    });
  };
}
