import * as E from 'fp-ts/Either';
import type { ComparisonApi } from '../../application/catalogue/comparisonViewModel';
import type { ApiRequest } from './apiClient';
import { ComparisonIds } from '../contract/comparison';

const ids = E.bimap(
  (f: { status: number; message: string }) => ({ status: f.status, message: f.message }),
  (r: ComparisonIds) => r.productIds,
);

/** The comparison calls over the shop's API. */
export function httpComparisonApi(request: ApiRequest): ComparisonApi {
  return {
    productIds: async () => ids(await request('GET', '/comparison/product-ids', ComparisonIds)),
    add: async (productId) => ids(await request('POST', '/comparison/products', ComparisonIds, { productId })),
    remove: async (productIds) => ids(await request('DELETE', `/comparison/products/${productIds.map(encodeURIComponent).join(',')}`, ComparisonIds)),
  };
}
