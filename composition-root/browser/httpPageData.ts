import * as E from 'fp-ts/Either';
import type { PageData } from '../../adapters-ui-react/pageData';
import { Cart } from '../../adapters-http/contract/cart';
import { CatalogPage, MainMenu } from '../../adapters-http/contract/catalog';
import { Product } from '../../adapters-http/contract/product';
import type { ApiFailure, ApiRequest } from '../../adapters-http/client/apiClient';

const missingOr = <A>(answer: E.Either<ApiFailure, A>) => {
  if (E.isRight(answer)) return answer.right;
  if (answer.left.status === 400 || answer.left.status === 404) return { missing: answer.left.status } as const;
  throw new Error(answer.left.message);
};

const orThrow = <A>(answer: E.Either<ApiFailure, A>): A => {
  if (E.isLeft(answer)) throw new Error(answer.left.message);
  return answer.right;
};

/** Page data over the API, for navigation in the browser after the first, server-rendered page. */
export function httpPageData(request: ApiRequest): PageData {
  return {
    menu: async () => orThrow(await request('GET', '/menus/main', MainMenu)),
    catalog: async (url) => missingOr(await request('POST', '/catalog', CatalogPage, { url })),
    product: async (productId) => missingOr(await request('GET', `/products/${encodeURIComponent(productId)}`, Product)),
    shell: async () => ({ cart: orThrow(await request('GET', '/cart', Cart)) }),
  };
}
