import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { ProductSummary } from '../catalogue/catalogueModel';
import type { IdGenerator } from '../shared/IdGenerator';
import type { FavouriteId } from '../../domain/wishlist/wishlist';
import type { WishlistRepository } from './WishlistRepository';

export type WishlistDeps = { readonly wishlists: WishlistRepository; readonly catalogue: CatalogueRepository; readonly ids: IdGenerator };
export type WishlistError = { readonly _tag: 'INCORRECT_REQUEST' } | { readonly _tag: 'NOT_FOUND' } | { readonly _tag: 'PRODUCT_NOT_FOUND' };

/** A product asked for by the client: in a size, or without one (a product card has no size chosen). */
export interface WantedItem {
  readonly productId: string;
  readonly wareId?: string;
}

/**
 * The sizes the client means: a given size must belong to its product; without a size the product's
 * first size is kept (the card's heart). Unknown products or sizes are PRODUCT_NOT_FOUND.
 */
export const resolveItems =
  (catalogue: CatalogueRepository) =>
  async (items: readonly WantedItem[], wareIds: readonly string[]): Promise<E.Either<WishlistError, readonly FavouriteId[]>> => {
    const sized = [...items.flatMap((i) => (i.wareId ? [i.wareId] : [])), ...wareIds];
    const wares = new Map((await catalogue.wares(sized)).map((w) => [w.wareId, w.productId]));
    const resolved: FavouriteId[] = [];
    for (const item of items) {
      if (item.wareId) {
        if (wares.get(item.wareId) !== item.productId) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
        resolved.push({ productId: item.productId, wareId: item.wareId });
        continue;
      }
      const first = (await catalogue.productById(item.productId))?.sizes[0];
      if (!first) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
      resolved.push({ productId: item.productId, wareId: first.wareId });
    }
    for (const wareId of wareIds) {
      const productId = wares.get(wareId);
      if (!productId) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
      resolved.push({ productId, wareId });
    }
    return E.right(resolved);
  };

/** The listed products in list order, once each; products gone from the catalogue are left out. */
export const productsOf =
  (catalogue: CatalogueRepository) =>
  async (ids: readonly FavouriteId[]): Promise<readonly ProductSummary[]> => {
    const productIds = [...new Set(ids.map((i) => i.productId))];
    const products = await Promise.all(productIds.map((id) => catalogue.productById(id)));
    return products.filter((p): p is NonNullable<typeof p> => p !== undefined);
  };
