import { Link, useLoaderData, useLocation } from 'react-router';
import type { ProductTalkData, QuestionsPage } from '../../adapters-http/contract/reviews';
import { authorLabel, REVIEW_TABS } from '../../domain/reviews/reviews';
import { Pagination } from '../components/Pagination';
import { titled, type PageMeta } from '../meta';
import { PostForm } from './PostForm';
import { PostPhotos } from './PostPhotos';
import { ReviewList, shortDate } from './ReviewList';
import { RatingSummary } from './RatingSummary';

const tabPath = (productId: string, tab: ProductTalkData['tab']) => `/product/${productId}/${tab === 'reviews' ? 'reviews' : 'faq'}/`;

export function productTalkMeta(data: unknown): PageMeta {
  const d = data as ProductTalkData;
  const tab = d.tab === 'reviews' ? REVIEW_TABS.reviews : REVIEW_TABS.questions;
  return { title: titled(`${tab}: ${d.product.name}`), description: `${tab} о товаре ${d.product.name}`, canonical: tabPath(d.product.productId, d.tab) };
}

function QuestionList({ page }: { readonly page: QuestionsPage }) {
  if (page.questions.length === 0) return <p className="empty">Вопросов пока нет — спросите первым.</p>;
  return (
    <ul className="reviews">
      {page.questions.map((q) => (
        <li key={q.id} className="review" data-testid="question">
          <header className="review__head">
            <strong>{authorLabel(q.author, q.isAnonymous)}</strong>
            <time dateTime={q.createdAt} className="muted">
              {shortDate(q.createdAt)}
            </time>
          </header>
          <p>{q.body}</p>
          <PostPhotos photos={q.photos} label="Фото к вопросу" />
          {q.answer && (
            <p className="review__answer">
              <strong>Ответ магазина:</strong> {q.answer}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /product/{id}/reviews/ and /product/{id}/faq/: the tabs «Отзывы» and «Вопросы и ответы» (spec §2, §9). */
export function ProductTalkPage() {
  const data = useLoaderData() as ProductTalkData;
  const { search } = useLocation();
  const { product } = data;
  const pagination = data.tab === 'reviews' ? data.reviews.pagination : data.questions.pagination;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `${tabPath(product.productId, data.tab)}?${params}`;
  };
  return (
    <article className="product-talk">
      <p>
        <Link to={`/product/${product.productId}/`}>← {product.name}</Link>
      </p>
      <h1>
        {data.tab === 'reviews' ? REVIEW_TABS.reviews : REVIEW_TABS.questions}: {product.name}
      </h1>
      {data.tab === 'reviews' && (
        <RatingSummary
          rating={data.reviews.rating}
          ratingCount={data.reviews.ratingCount}
          reviews={data.reviews.reviewsCount}
          distribution={data.reviews.ratingDistribution}
        />
      )}
      <nav className="tabs" aria-label="Отзывы и вопросы">
        {(['reviews', 'questions'] as const).map((tab) => (
          <Link key={tab} to={tabPath(product.productId, tab)} className="tabs__tab" aria-current={tab === data.tab ? 'page' : undefined}>
            {tab === 'reviews' ? REVIEW_TABS.reviews : REVIEW_TABS.questions}
          </Link>
        ))}
      </nav>
      {data.tab === 'reviews' ? <ReviewList page={data.reviews} orderBy={data.orderBy} filter={data.filter} /> : <QuestionList page={data.questions} />}
      <Pagination page={pagination.page} pageCount={Math.ceil(pagination.total / pagination.pageSize)} href={href} />
      <PostForm key={data.tab} productId={product.productId} kind={data.tab === 'reviews' ? 'review' : 'question'} />
    </article>
  );
}
