import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { CheckPostBody, QuestionBody, QuestionsQuery, ReviewBody, ReviewsQuery, VoteBody } from '../../contract/reviews';
import { REVIEW_PAGE_SIZE } from '../../../domain/reviews/reviews';
import { decodeBody, decodeQuery } from '../decode';
import { encodeQuestion, encodeRatingFigures, encodeReview } from '../encode/encodeReviews';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { ReviewUseCases } from '../../../application/reviews/reviewUseCases';

const paging = (q: { page?: string; pageSize?: string }) => ({ page: Number(q.page ?? 1), pageSize: Number(q.pageSize ?? REVIEW_PAGE_SIZE.default) });

/** Review and question calls of spec §7 Products; posting is for signed-in customers (401 NOT_AUTHORIZED otherwise). */
export function reviewRoutes(r: ReviewUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/products/:id/reviews', async (c) => {
      const query = decodeQuery(c, ReviewsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const p = paging(query.right);
      const page = await r.listReviews(c.req.param('id'), { ...p, orderBy: query.right.orderBy ?? 'DATE_DESC', filter: query.right.filter ?? null });
      if (E.isLeft(page)) return failure(c, page.left._tag);
      return c.json({ reviews: page.right.reviews.map(encodeReview), pagination: { ...p, total: page.right.total }, ...encodeRatingFigures(page.right.product) });
    })
    .get('/products/:id/questions', async (c) => {
      const query = decodeQuery(c, QuestionsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const p = paging(query.right);
      const page = await r.listQuestions(c.req.param('id'), p);
      return E.isRight(page) ? c.json({ questions: page.right.questions.map(encodeQuestion), pagination: { ...p, total: page.right.total } }) : failure(c, page.left._tag);
    })
    .get('/products/:id/reviews-and-questions', async (c) => {
      const both = await r.reviewsAndQuestions(c.req.param('id'));
      if (E.isLeft(both)) return failure(c, both.left._tag);
      const { reviews, questions, product, questionsCount } = both.right;
      return c.json({ reviews: reviews.map(encodeReview), questions: questions.map(encodeQuestion), ...encodeRatingFigures(product), questionsCount });
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
