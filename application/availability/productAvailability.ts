import * as E from 'fp-ts/Either';
import { moscowDate } from '../../domain/shipment/receivingDate';
import { isPartner, sellerForBrand, type Seller } from '../../domain/catalogue/sellers';
import {
  AVAILABILITY_RULES,
  courierCosts,
  productMarkers,
  sizeAvailability,
  type ProductMarker,
  type SizeAvailability,
} from '../../domain/stock/sizeAvailability';
import type { CurrencyCode } from '../../domain/money/currency';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { CurrentMarket } from '../market/marketCatalogue';
import type { Clock } from '../shared/Clock';
import type { LocationView } from '../shell/locationView';
import type { SellerSource } from './SellerSource';
import type { ShopStock, StockReader } from './StockReader';

export type AvailabilityDeps = {
  readonly catalogue: CatalogueRepository;
  readonly stock: StockReader;
  readonly sellers: SellerSource;
  readonly clock: Clock;
  /** The shopper's location (Moscow unconfirmed until chosen). */
  readonly location: (ownerKey: string) => Promise<LocationView | undefined>;
  /** The visitor's market: the catalogue's prices are in its currency, and so are the courier costs. */
  readonly currentMarket: CurrentMarket;
};

export interface SizeAvailabilityView extends SizeAvailability {
  readonly wareId: string;
  readonly size: string;
  readonly isAvailableOnline: boolean;
  readonly isAvailableOffline: boolean;
  /** Shops of the city that have the size now. */
  readonly shops: readonly Omit<ShopStock, 'wareId' | 'cityId'>[];
}

export interface ProductAvailabilityView {
  readonly productId: string;
  readonly cityName: string | null;
  /** The currency of the delivery costs. */
  readonly currency: CurrencyCode;
  readonly seller: Seller | null;
  readonly markers: readonly ProductMarker[];
  readonly sizes: readonly SizeAvailabilityView[];
}

/**
 * GET /products/{id}/availabilities and /ware-availabilities?wareIds (spec §3 Size, §4 Product
 * availability): every size (or the asked ones) with its blocks, for the shopper's city.
 */
export const productAvailability =
  (deps: AvailabilityDeps) =>
  async (
    ownerKey: string,
    productId: string,
    wareIds?: readonly string[],
  ): Promise<E.Either<{ readonly _tag: 'PRODUCT_NOT_FOUND' }, ProductAvailabilityView>> => {
    const product = await deps.catalogue.productById(productId);
    if (!product) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    const sizes = wareIds ? product.sizes.filter((s) => wareIds.includes(s.wareId)) : product.sizes;
    const [location, stock, sellers, weight, market] = await Promise.all([
      deps.location(ownerKey),
      deps.stock.byShop(sizes.map((s) => s.wareId)),
      deps.sellers.all(),
      deps.stock.weightGrams(productId),
      deps.currentMarket(),
    ]);
    const cityId = location?.cityId ?? null;
    const seller = sellerForBrand(sellers, product.brandName) ?? null;
    const context = {
      today: moscowDate(deps.clock.now()),
      onSaleSoon: product.onSaleSoon,
      bulky: (weight ?? 0) > AVAILABILITY_RULES.bulkyGrams,
      shippedBySeller: isPartner(seller),
      cityHasPickupPoints: cityId !== null && (await deps.stock.pickupPointCount(cityId)) > 0,
      costs: courierCosts(product.price.retail, market),
    };
    const views = sizes.map((s): SizeAvailabilityView => {
      const here = stock.filter((x) => x.wareId === s.wareId && x.cityId === cityId);
      const inCity = here.reduce((n, x) => n + x.quantity, 0);
      const elsewhere = stock.filter((x) => x.wareId === s.wareId && x.cityId !== cityId).reduce((n, x) => n + x.quantity, 0);
      const blocks = sizeAvailability({ inCity, elsewhere }, context);
      return {
        wareId: s.wareId,
        size: s.size,
        ...blocks,
        isAvailableOnline: blocks.delivery.available || blocks.pointDelivery.available,
        isAvailableOffline: blocks.pickup.available,
        shops: context.shippedBySeller ? [] : here.map(({ shopNumber, shopName, address, quantity }) => ({ shopNumber, shopName, address, quantity })),
      };
    });
    return E.right({
      productId,
      cityName: location?.cityName ?? null,
      currency: market.currency,
      seller,
      markers: productMarkers(views, product.onSaleSoon),
      sizes: views,
    });
  };
