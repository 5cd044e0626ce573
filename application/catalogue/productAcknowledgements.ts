import { acknowledgementFor, type Acknowledgement } from '../../domain/catalogue/acknowledgement';
import { sellerForBrand } from '../../domain/catalogue/sellers';
import type { SellerSource } from '../availability/SellerSource';
import type { CatalogueRepository } from './CatalogueRepository';

/**
 * GET /acknowledgement/products?productIds (spec §7, §5: not asked for no ids): the asked products whose purchase
 * needs the shopper's acknowledgement, each with what to acknowledge; unknown products are left out.
 */
export const productAcknowledgements =
  (deps: { readonly catalogue: Pick<CatalogueRepository, 'productById'>; readonly sellers: SellerSource }) =>
  async (productIds: readonly string[]): Promise<readonly (Acknowledgement & { readonly productId: string })[]> => {
    const [sellers, products] = await Promise.all([deps.sellers.all(), Promise.all([...new Set(productIds)].map((id) => deps.catalogue.productById(id)))]);
    return products.flatMap((p) => {
      const acknowledgement = p && acknowledgementFor(sellerForBrand(sellers, p.brandName));
      return acknowledgement ? [{ productId: p.productId, ...acknowledgement }] : [];
    });
  };
