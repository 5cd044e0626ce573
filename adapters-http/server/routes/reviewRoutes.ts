import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import { CheckPostBody, QuestionBody, QuestionsQuery, ReviewBody, ReviewCounterBody, ReviewsQuery, VoteBody } from '../../contract/reviews';
import { REVIEW_PAGE_SIZE } from '../../../domain/reviews/reviews';
import { decodeBody, decodeQuery } from '../decode';
import { encodeQuestion, encodeRatingFigures, encodeReview } from '../encode/encodeReviews';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { ReviewUseCases } from '../../../application/reviews/reviewUseCases';
import type { increaseReviewCounter } from '../../../application/reviews/increaseReviewCounter';
import type { reviewSchema } from '../../../application/reviews/reviewSchema';

const paging = (q: { page?: string; pageSize?: string }) => ({ page: Number(q.page ?? 1), pageSize: Number(q.pageSize ?? REVIEW_PAGE_SIZE.default) });

type ReviewRouteUseCases = ReviewUseCases & {
  readonly reviewSchema: ReturnType<typeof reviewSchema>;
  readonly increaseReviewCounter: ReturnType<typeof increaseReviewCounter>;
};

/** Review and question calls of spec §7 Products; posting is for signed-in customers (401 NOT_AUTHORIZED otherwise). */
export function reviewRoutes(r: ReviewRouteUseCases) {
  // The product page's first reviews and questions, under both of the spec's paths.
  const reviewsAndQuestions = async (c: Context) => {
    const both = await r.reviewsAndQuestions(c.req.param('id')!);
    if (E.isLeft(both)) return failure(c, both.left._tag);
    const { reviews, questions, product, questionsCount } = both.right;
    return c.json({ reviews: reviews.map(encodeReview), questions: questions.map(encodeQuestion), ...encodeRatingFigures(product), questionsCount });
  };
  return new Hono<{ Variables: SessionVariables }>()
    .get('/products/:id/reviews', async (c) => {
      const query = decodeQuery(c, ReviewsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const p = paging(query.right);
      const page = await r.listReviews(c.req.param('id'), { ...p, orderBy: query.right.orderBy ?? 'DATE_DESC', filter: query.right.filter ?? null });
      if (E.isLeft(page)) return failure(c, page.left._tag);
      return c.json({
        reviews: page.right.reviews.map(encodeReview),
        pagination: { ...p, total: page.right.total },
        ...encodeRatingFigures(page.right.product),
      });
    })
    .get('/products/:id/questions', async (c) => {
      const query = decodeQuery(c, QuestionsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const p = paging(query.right);
      const page = await r.listQuestions(c.req.param('id'), p);
      return E.isRight(page)
        ? c.json({ questions: page.right.questions.map(encodeQuestion), pagination: { ...p, total: page.right.total } })
        : failure(c, page.left._tag);
    })
    .get('/products/:id/reviews-and-questions', reviewsAndQuestions)
    .get('/reviews-and-questions/products/:id', reviewsAndQuestions)
    .get('/products/:id/reviews/schema', async (c) => {
      const schema = await r.reviewSchema(c.req.param('id'));
      return E.isRight(schema) ? c.json(schema.right) : failure(c, schema.left._tag);
    })
    .post('/products/reviews/_increase-counter', async (c) => {
      const body = await decodeBody(c, ReviewCounterBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const counted = await r.increaseReviewCounter(c.get('ownerKey'), body.right.productId);
      return E.isRight(counted) ? c.body(null, 204) : failure(c, counted.left._tag);
    })
    .post('/products/reviews/_check-post-possibility', async (c) => {
      const body = await decodeBody(c, CheckPostBody);
      if (E.isLeft(body)) return failure(c, body.left);
      return c.json({ products: await r.checkPostPossibility(c.get('viewer').customerId, body.right.productIds) });
    })
    .post('/products/reviews/:id/_vote', async (c) => {
      const body = await decodeBody(c, VoteBody);
      if (E.isLeft(body) || !/^[0-9a-f-]{36}$/i.test(c.req.param('id'))) return failure(c, 'INCORRECT_REQUEST');
      const counts = await r.voteForReview(c.req.param('id'), c.get('ownerKey'), body.right.vote);
      return E.isRight(counts) ? c.json(counts.right) : failure(c, counts.left._tag);
    })
    .post('/products/:id/reviews', async (c) => {
      const customerId = c.get('viewer').customerId;
      if (!customerId) return failure(c, 'NOT_AUTHORIZED');
      const body = await decodeBody(c, ReviewBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const id = await r.postReview(customerId, c.req.param('id'), body.right);
      return E.isRight(id) ? c.json({ id: id.right }, 201) : failure(c, id.left._tag);
    })
    .post('/products/:id/questions', async (c) => {
      const customerId = c.get('viewer').customerId;
      if (!customerId) return failure(c, 'NOT_AUTHORIZED');
      const body = await decodeBody(c, QuestionBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const id = await r.postQuestion(customerId, c.req.param('id'), body.right);
      return E.isRight(id) ? c.json({ id: id.right }, 201) : failure(c, id.left._tag);
    });
}
