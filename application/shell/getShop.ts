import * as E from 'fp-ts/Either';
import type { ShopRecord, ShopRepository } from './ShopRepository';

/** One shop or pickup point by its number (spec §2 /store/{id}/, /pickup/{code}/, §7 GET /shops/{shopNumber}). */
export function getShop(deps: { readonly shops: ShopRepository }) {
  return async (shopNumber: string): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, ShopRecord>> => {
    const shop = /^[0-9A-Za-z_-]{1,20}$/.test(shopNumber) ? await deps.shops.byNumber(shopNumber) : undefined;
    return shop ? E.right(shop) : E.left({ _tag: 'NOT_FOUND' });
  };
}
