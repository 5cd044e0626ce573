import * as E from 'fp-ts/Either';
import { sellerBrands, type Seller } from '../../domain/catalogue/sellers';
import type { CatalogueSearch } from '../catalogue/CatalogueSearch';
import type { ProductSummary } from '../catalogue/catalogueModel';
import { isCataloguePage, pageCountOf, pageWindow } from '../catalogue/listingPage';
import { NO_FILTERS } from '../catalogue/listingQuery';
import type { SellerSource } from './SellerSource';

export interface SellerPage {
  readonly seller: Seller;
  readonly products: readonly ProductSummary[];
  readonly productCount: number;
  readonly page: number;
  readonly pageCount: number;
}

/** GET /sellers/{id} (spec §7) and /seller/{sellerId}/: the seller with its products, most popular first. */
export const getSeller =
  (deps: { readonly sellers: SellerSource; readonly search: CatalogueSearch }) =>
  async (sellerId: string, page: number): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' | 'BAD_PAGE' }, SellerPage>> => {
    if (!isCataloguePage(page)) return E.left({ _tag: 'BAD_PAGE' });
    const sellers = await deps.sellers.all();
    const seller = sellers.find((s) => s.id === sellerId);
    if (!seller) return E.left({ _tag: 'NOT_FOUND' });
    const directory = await deps.search.directory('brand');
    const names = new Set(
      sellerBrands(
        sellers,
        seller,
        directory.map((b) => b.name),
      ),
    );
    const brands = directory.filter((b) => names.has(b.name)).map((b) => b.code);
    const result = await deps.search.findListing({ scope: { kind: 'selection' }, filters: { ...NO_FILTERS, brands }, orderBy: 'popular', ...pageWindow(page) });
    return E.right({ seller, products: result.products, productCount: result.total, page, pageCount: pageCountOf(result.total) });
  };
