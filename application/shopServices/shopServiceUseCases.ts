import * as E from 'fp-ts/Either';
import type Decimal from 'decimal.js';
import { servicePriceIn } from '../../domain/shopServices/servicePrice';
import type { CurrencyCode } from '../../domain/money/currency';
import type { CurrentMarket } from '../market/marketCatalogue';
import type { ShopRecord } from '../shell/ShopRepository';
import type { CountedServiceGroup, ServiceGroup, ShopServiceRecord, ShopServiceRepository } from './ShopServiceRepository';

type NotFound = { readonly _tag: 'NOT_FOUND' };
const NOT_FOUND: NotFound = { _tag: 'NOT_FOUND' };

export interface ShopServiceDeps {
  readonly services: ShopServiceRepository;
  /** Shops of the city nearest the point, or of the visitor's city without one, nearest first (listShops with kind SHOP). */
  readonly shopsNear: (
    ownerKey: string,
    geoPoint: string | undefined,
  ) => Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, { readonly cityName: string; readonly shops: readonly ShopRecord[] }>>;
  /** The visitor's city (getLocation). */
  readonly cityOf: (ownerKey: string) => Promise<{ readonly cityId: string; readonly cityName: string } | undefined>;
  readonly currentMarket: CurrentMarket;
}

/** A service priced for the visitor. */
export interface PricedService {
  readonly service: ShopServiceRecord;
  readonly price: { readonly amount: Decimal; readonly currency: CurrencyCode };
}

/** Workshop services (spec §7 GET /services/variants, POST /service/subcategories, GET /services, GET /services/{id}). */
export const shopServiceUseCases = (deps: ShopServiceDeps) => {
  const priced = async (ownerKey: string, services: readonly ShopServiceRecord[]) => {
    const [city, market] = await Promise.all([deps.cityOf(ownerKey), deps.currentMarket()]);
    return {
      cityName: city?.cityName ?? '',
      services: services.map(
        (service): PricedService => ({ service, price: { amount: servicePriceIn(service.pricing, city?.cityId, market), currency: market.currency } }),
      ),
    };
  };
  return {
    /** Categories offered in the shops near the point (or the visitor's city): GET /services/variants?geoPoint. */
    serviceVariants: async (
      ownerKey: string,
      geoPoint: string | undefined,
    ): Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, { readonly cityName: string; readonly categories: readonly CountedServiceGroup[] }>> => {
      const near = await deps.shopsNear(ownerKey, geoPoint);
      if (E.isLeft(near)) return near;
      return E.right({ cityName: near.right.cityName, categories: await deps.services.categoriesInShops(near.right.shops.map((s) => s.shopNumber)) });
    },
    /** POST /service/subcategories {categoryId}. */
    subcategories: async (categoryId: string) => E.fromNullable(NOT_FOUND)(await deps.services.subcategories(categoryId)),
    /** GET /services?categoryBranchId: a subcategory's services priced for the visitor. */
    listServices: async (
      ownerKey: string,
      subcategoryId: string,
    ): Promise<
      E.Either<
        NotFound,
        { readonly category: ServiceGroup; readonly subcategory: ServiceGroup; readonly cityName: string; readonly services: readonly PricedService[] }
      >
    > => {
      const found = await deps.services.inSubcategory(subcategoryId);
      return found ? E.right({ category: found.category, subcategory: found.subcategory, ...(await priced(ownerKey, found.services)) }) : E.left(NOT_FOUND);
    },
    /** GET /services/{id}: the service priced for the visitor and the shops of their city that perform it, nearest first. */
    getService: async (
      ownerKey: string,
      serviceId: string,
    ): Promise<E.Either<NotFound, PricedService & { readonly cityName: string; readonly shops: readonly ShopRecord[] }>> => {
      const service = await deps.services.byId(serviceId);
      if (!service) return E.left(NOT_FOUND);
      const [
        {
          cityName,
          services: [one],
        },
        near,
      ] = await Promise.all([priced(ownerKey, [service]), deps.shopsNear(ownerKey, undefined)]);
      const shops = E.isRight(near) ? near.right.shops.filter((s) => service.shopNumbers.includes(s.shopNumber)) : [];
      return E.right({ ...one!, cityName, shops });
    },
  };
};
export type ShopServiceUseCases = ReturnType<typeof shopServiceUseCases>;
