import { Link } from 'react-router';
import type { ProductCard as Card } from '../../adapters-http/contract/product';
import { clampRating } from '../../domain/display/limits';
import { ratingsText, reviewsText } from '../../domain/reviews/ratingSummary';
import { formatMoney } from '../../domain/money/formatMoney';
import { Price } from './Price';
import { availabilityMark, SOLD_OUT } from '../../domain/stock/soldOut';
import { WishlistButton } from '../wishlist/WishlistButton';
import { CARD_SLOT, responsiveImage } from './responsiveImage';

/** A product in a grid; `priority` for the first row, whose pictures are painted first (the rest wait until scrolled near). */
export function ProductCard({ product, priority = false }: { readonly product: Card; readonly priority?: boolean }) {
  const rating = clampRating(product.rating);
  const image = responsiveImage(product.image, CARD_SLOT);
  const mark = availabilityMark(product);
  return (
    <article className={mark === 'SOLD_OUT' ? 'card card--sold-out' : 'card'}>
      <Link to={`/product/${product.productId}/`} className="card__link">
        <img
          className="card__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={product.name}
          width={320}
          height={320}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        <Price price={product.price} size="s" />
        {product.personalPrice != null && (
          <span className="card__personal-price">
            Ваша цена <strong>{formatMoney(product.personalPrice, product.price.currency)}</strong>
          </span>
        )}
        <span className="card__brand">{product.brand.name}</span>
        <h3 className="card__name">{product.name}</h3>
      </Link>
      {product.ratingCount > 0 && (
        <span className="card__rating">
          <span role="img" aria-label={`Рейтинг ${rating} из 5`}>
            ★ {rating.toFixed(1)}
          </span>{' '}
          <span className="muted">
            {ratingsText(product.ratingCount)}
            {product.reviews > 0 && ` · ${reviewsText(product.reviews)}`}
          </span>
        </span>
      )}
      {mark === 'ON_SALE_SOON' && <span className="badge badge--soon">Скоро в продаже</span>}
      {mark === 'SOLD_OUT' && <span className="badge badge--sold-out">{SOLD_OUT}</span>}
      <WishlistButton productId={product.productId} />
    </article>
  );
}
