import * as t from 'io-ts';
import { Product } from './product';

/** spec §3 Comparison. */
export const ComparisonIds = t.type({ productIds: t.array(t.string) });
export type ComparisonIds = t.TypeOf<typeof ComparisonIds>;

/** Body of POST /comparison/products. */
export const AddToComparison = t.type({ productId: t.string });

/** GET /comparison/products. */
export const ComparisonProducts = t.type({ products: t.array(Product) });
export type ComparisonProducts = t.TypeOf<typeof ComparisonProducts>;

/** Path parameter of DELETE /comparison/products/{ids}: comma-separated product ids. */
export const parseIdList = (ids: string): string[] | undefined => {
  const list = ids.split(',').map((s) => s.trim());
  return list.length > 0 && list.length <= 100 && list.every((id) => /^[\w-]{1,40}$/.test(id)) ? list : undefined;
};
