import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { ProductCard } from '../../adapters-http/contract/product';
import { nonBlankParams, QuestionsPage, ReviewsPage, type ProductTalkData } from '../../adapters-http/contract/reviews';
import type { PageMissing } from '../../adapters-ui-react/pageData';

const missing = (status: number): PageMissing => {
  if (status === 400 || status === 404) return { missing: status };
  throw new Error(`HTTP ${status}`);
};

/** /product/{id}/reviews/ and /faq/ over the API: the product and the tab's page, the query passed on as it is. */
export const httpProductTalk =
  (request: ApiRequest) =>
  async (productId: string, tab: 'reviews' | 'questions', search: string): Promise<ProductTalkData | PageMissing> => {
    const id = encodeURIComponent(productId);
    const params = nonBlankParams(search);
    const query = Object.keys(params).length > 0 ? `?${new URLSearchParams(params)}` : '';
    const product = await request('GET', `/products/${id}`, ProductCard);
    if (E.isLeft(product)) return missing(product.left.status);
    if (tab === 'questions') {
      const page = await request('GET', `/products/${id}/questions${query}`, QuestionsPage);
      return E.isRight(page) ? { product: product.right, tab, questions: page.right } : missing(page.left.status);
    }
    const page = await request('GET', `/products/${id}/reviews${query}`, ReviewsPage);
    if (E.isLeft(page)) return missing(page.left.status);
    return { product: product.right, tab, reviews: page.right, orderBy: params.orderBy ?? '', filter: params.filter ?? '' };
  };
