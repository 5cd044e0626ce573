import { Link } from 'react-router';
import type { ProductPage } from '../../adapters-http/contract/productPage';
import { reviewsText } from '../../domain/reviews/ratingSummary';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewList';

/** The product page's reviews: the ratings and their stars, the first written reviews and the way to all of them. */
export function ProductReviews({ product }: { readonly product: ProductPage }) {
  const all = `/product/${product.productId}/reviews/`;
  return (
    <section className="product__reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Отзывы</h2>
      <RatingSummary rating={product.rating} ratingCount={product.ratingCount} reviews={product.reviews} distribution={product.ratingDistribution} />
      {product.reviewsPreview.length === 0 ? (
        <p className="empty">
          Отзывов с текстом пока нет. <Link to={all}>Написать отзыв</Link>
        </p>
      ) : (
        <>
          <ul className="reviews">
            {product.reviewsPreview.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          <p>
            <Link to={all}>Все отзывы: {reviewsText(product.reviews)}</Link>
          </p>
        </>
      )}
    </section>
  );
}
