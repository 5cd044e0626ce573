import * as E from 'fp-ts/Either';
import type { getProduct } from '../../application/catalogue/getProduct';
import type { ReviewUseCases } from '../../application/reviews/reviewUseCases';
import { nonBlankParams, QuestionsQuery, ReviewsQuery, type ProductTalkData } from '../../adapters-http/contract/reviews';
import { encodeProductCard } from '../../adapters-http/server/encode/encodeProduct';
import { encodeQuestion, encodeRatingFigures, encodeReview } from '../../adapters-http/server/encode/encodeReviews';
import { REVIEW_PAGE_SIZE } from '../../domain/reviews/reviews';
import type { PageMissing } from '../../adapters-ui-react/pageData';

/** /product/{id}/reviews/ and /faq/ rendered on the server: the query decoded as the API decodes it. */
export const serverProductTalk =
  (useCases: { readonly getProduct: ReturnType<typeof getProduct>; readonly reviews: ReviewUseCases }) =>
  async (productId: string, tab: 'reviews' | 'questions', search: string): Promise<ProductTalkData | PageMissing> => {
    const product = await useCases.getProduct(productId);
    if (E.isLeft(product)) return { missing: 404 };
    const params = nonBlankParams(search);
    const card = encodeProductCard(product.right);
    if (tab === 'questions') {
      const query = QuestionsQuery.decode(params);
      if (E.isLeft(query)) return { missing: 400 };
      const paging = { page: Number(query.right.page ?? 1), pageSize: Number(query.right.pageSize ?? REVIEW_PAGE_SIZE.default) };
      const page = await useCases.reviews.listQuestions(productId, paging);
      if (E.isLeft(page)) return { missing: 404 };
      return { product: card, tab, questions: { questions: page.right.questions.map(encodeQuestion), pagination: { ...paging, total: page.right.total } } };
    }
    const query = ReviewsQuery.decode(params);
    if (E.isLeft(query)) return { missing: 400 };
    const paging = { page: Number(query.right.page ?? 1), pageSize: Number(query.right.pageSize ?? REVIEW_PAGE_SIZE.default) };
    const page = await useCases.reviews.listReviews(productId, { ...paging, orderBy: query.right.orderBy ?? 'DATE_DESC', filter: query.right.filter ?? null });
    if (E.isLeft(page)) return { missing: 404 };
    return {
      product: card,
      tab,
      orderBy: query.right.orderBy ?? '',
      filter: query.right.filter ?? '',
      reviews: {
        reviews: page.right.reviews.map(encodeReview),
        pagination: { ...paging, total: page.right.total },
        ...encodeRatingFigures(page.right.product),
      },
    };
  };
