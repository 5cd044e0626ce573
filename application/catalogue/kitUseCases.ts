import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from './CatalogueRepository';
import type { ProductRecord } from './catalogueModel';
import type { KitCategory, KitFilter, KitRecord, KitRepository } from './KitRepository';

/** Kits a product page shows (spec §7 marks the kit sub-fetch as only logged on failure: a page never fails for it). */
export const KITS_PER_PRODUCT = 3;
/** Kits one search answers at most. */
const KITS_PER_SEARCH = 50;

/** A product of a kit as the shopper sees it (spec §3 Kit products). */
export interface KitProductView {
  readonly product: ProductRecord;
  /** Cannot be bought now: on sale soon or no size in stock; the kit is added without it. */
  readonly deleted: boolean;
  /** The size preselected for the shopper: the only one in stock, else none. */
  readonly selectedSize: string | null;
}

export interface KitView {
  readonly id: string;
  readonly name: string;
  readonly category: KitCategory;
  readonly products: readonly KitProductView[];
}

export interface KitDeps {
  readonly kits: KitRepository;
  readonly catalogue: Pick<CatalogueRepository, 'productById'>;
}

function kitProduct(product: ProductRecord): KitProductView {
  const inStock = product.onSaleSoon ? [] : product.sizes.filter((s) => s.stockQuantity > 0);
  return { product, deleted: inStock.length === 0, selectedSize: inStock.length === 1 ? inStock[0]!.wareId : null };
}

const viewKit =
  (deps: KitDeps) =>
  async (kit: KitRecord): Promise<KitView> => {
    const products = await Promise.all(kit.productIds.map((id) => deps.catalogue.productById(id)));
    return { id: kit.id, name: kit.name, category: kit.category, products: products.filter((p) => p !== undefined).map(kitProduct) };
  };

/** Kits with their products priced and stocked now (spec §7 GET /kits, /kits/products, /kits/categories, POST /kits/_search). */
export const kitUseCases = (deps: KitDeps) => {
  const view = viewKit(deps);
  return {
    /** Kits matching the filter: GET /kits, POST /kits/_search; the product page's «Комплект» block. */
    findKits: async (filter: KitFilter, limit = KITS_PER_SEARCH): Promise<readonly KitView[]> => Promise.all((await deps.kits.find(filter, limit)).map(view)),
    /** One kit's products (GET /kits/products?kitId). */
    kitProducts: async (kitId: string): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, KitView>> => {
      const kit = await deps.kits.byId(kitId);
      return kit ? E.right(await view(kit)) : E.left({ _tag: 'NOT_FOUND' });
    },
    kitCategories: () => deps.kits.categories(),
  };
};
export type KitUseCases = ReturnType<typeof kitUseCases>;
