import type { Clock } from '../shared/Clock';
import type { CatalogueRepository } from './CatalogueRepository';
import type { CategoryRecord } from './catalogueModel';
import type { PersonalPriceRepository } from './PersonalPriceRepository';

/** A category of the customer's personal sale and how many of its products the customer has a price for. */
export interface PersonalSaleCategory {
  readonly category: CategoryRecord;
  readonly productCount: number;
}

/**
 * POST /pers-categories (spec §7; the body is not shown): the categories of the signed-in customer's personal sale
 * (/catalog/pers_sale/: the products with a valid personal price), most products first, then in menu order.
 */
export const personalSaleCategories =
  (deps: {
    readonly catalogue: Pick<CatalogueRepository, 'categories' | 'productById'>;
    readonly personalPrices: PersonalPriceRepository;
    readonly clock: Clock;
  }) =>
  async (customerId: string): Promise<readonly PersonalSaleCategory[]> => {
    const prices = await deps.personalPrices.validPricesOf(customerId, deps.clock.now());
    const [all, products] = await Promise.all([deps.catalogue.categories(), Promise.all([...prices.keys()].map((id) => deps.catalogue.productById(id)))]);
    const counts = new Map<string, number>();
    for (const p of products) if (p) counts.set(p.categoryPath, (counts.get(p.categoryPath) ?? 0) + 1);
    return all
      .filter((c) => counts.has(c.urlPath))
      .map((category) => ({ category, productCount: counts.get(category.urlPath)! }))
      .sort((a, b) => b.productCount - a.productCount);
  };
