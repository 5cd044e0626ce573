import * as E from 'fp-ts/Either';
import type Decimal from 'decimal.js';
import { payablePrice, shownPersonalPrice } from '../../domain/catalogue/personalPrice';
import { sellerForBrand, type Seller } from '../../domain/catalogue/sellers';
import { potentialBonuses, type PotentialBonus } from '../../domain/loyalty/potentialBonuses';
import type { CustomerRepository } from '../auth/CustomerRepository';
import type { SellerSource } from '../availability/SellerSource';
import type { Clock } from '../shared/Clock';
import type { CatalogueRepository } from './CatalogueRepository';
import type { ColourVariant, ProductFacts, ProductRecord } from './catalogueModel';
import type { GetProductError } from './getProduct';
import { KITS_PER_PRODUCT, type KitUseCases, type KitView } from './kitUseCases';
import type { PersonalPriceRepository } from './PersonalPriceRepository';
import { personalPricesOf } from './personalPricesOf';
import { isHomeMarket } from '../../domain/market/pricingInputs';
import type { CurrentMarket } from '../market/marketCatalogue';
import type { ReviewRecord, ReviewRepository } from '../reviews/ReviewRepository';

/** Written reviews the product page shows before «все отзывы». */
const REVIEWS_PREVIEW = 3;

/** Everything the product page shows besides the product itself (spec §3 Product). */
export interface ProductPageView {
  readonly product: ProductRecord;
  /** The model's colours, this product's among them, in a stable order. */
  readonly variants: readonly ColourVariant[];
  readonly seller: Seller | null;
  /** The signed-in customer's own price when it is below the retail price; null otherwise. */
  readonly personalPrice: Decimal | null;
  /** What buying it would earn at the shopper's club level. */
  readonly potentialBonuses: readonly PotentialBonus[];
  readonly kits: readonly KitView[];
  readonly facts: ProductFacts;
  /** The first written reviews, most useful first. */
  readonly reviewsPreview: readonly ReviewRecord[];
}

export interface ProductPageDeps {
  readonly catalogue: CatalogueRepository;
  readonly sellers: SellerSource;
  readonly personalPrices: PersonalPriceRepository;
  readonly customers: Pick<CustomerRepository, 'byId'>;
  readonly kits: Pick<KitUseCases, 'findKits'>;
  readonly reviews: Pick<ReviewRepository, 'reviews'>;
  readonly clock: Clock;
  readonly currentMarket: CurrentMarket;
}

/** GET /products/{id} and /product/{productId}/ for a shopper: anonymous (customerId null) or signed in. */
export const getProductPage =
  (deps: ProductPageDeps) =>
  async (productId: string, customerId: string | null): Promise<E.Either<GetProductError, ProductPageView>> => {
    const product = await deps.catalogue.productById(productId);
    if (!product) return E.left({ _tag: 'NOT_FOUND' });
    const [variants, sellers, customer, personal, kits, market, facts, preview] = await Promise.all([
      deps.catalogue.colourVariants(product.modelId),
      deps.sellers.all(),
      customerId ? deps.customers.byId(customerId) : undefined,
      personalPricesOf(deps)(customerId, [productId]),
      deps.kits.findKits({ productIds: [productId] }, KITS_PER_PRODUCT),
      deps.currentMarket(),
      deps.catalogue.productFacts(productId),
      product.reviewCount > 0 ? deps.reviews.reviews(productId, { page: 1, pageSize: REVIEWS_PREVIEW, orderBy: 'USEFUL', filter: null }) : { items: [] },
    ]);
    if (!facts) return E.left({ _tag: 'NOT_FOUND' });
    const personalPrice = shownPersonalPrice(product.price.retail, personal.get(productId));
    return E.right({
      product,
      variants,
      seller: sellerForBrand(sellers, product.brandName) ?? null,
      personalPrice,
      // Bonuses belong to the Russian loyalty programme (domain/market/russiaOnly.ts).
      potentialBonuses: isHomeMarket(market) ? potentialBonuses(payablePrice(product.price.retail, personalPrice ?? undefined), customer?.level) : [],
      kits,
      facts,
      reviewsPreview: preview.items,
    });
  };
