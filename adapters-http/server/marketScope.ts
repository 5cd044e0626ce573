import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { CurrentMarket } from '../../application/market/marketCatalogue';
import { HOME_MARKET, type Market } from '../../domain/market/market';
import type { SessionVariables } from './session';
import type { CountryCode } from '../../domain/country/country';

const scope = new AsyncLocalStorage<CurrentMarket>();

/**
 * Serves each request in its visitor's market: the market is looked up from the session owner's
 * stored location at most once per request, and only when something priced asks for it.
 */
export function marketScope(marketOf: (ownerKey: string) => Promise<Market>): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    const ownerKey = c.get('ownerKey');
    let market: Promise<Market> | undefined;
    await scope.run(() => (market ??= marketOf(ownerKey)), next);
  };
}

/** The market of the request being served; Russia outside a request (background jobs, tests in process). */
export const requestMarket: CurrentMarket = () => scope.getStore()?.() ?? Promise.resolve(HOME_MARKET);

/** The country of the request's market: it reads a phone typed without +<code> (domain/phone/phone.ts). */
export const requestCountry = async (): Promise<CountryCode> => (await requestMarket()).country;
