import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { ProductPage as ProductPageData } from '../../adapters-http/contract/productPage';
import { clampRating } from '../../domain/display/limits';
import { countWithWord } from '../../domain/display/plural';
import { formatMoney } from '../../domain/money/formatMoney';
import { Price } from '../components/Price';
import { SizePicker } from '../components/SizePicker';
import { CompareButton } from '../components/CompareButton';
import { WishlistButton } from '../wishlist/WishlistButton';
import { ProductTalkLinks } from '../reviews/ProductTalkLinks';
import { AvailabilityPanel } from '../availability/AvailabilityPanel';
import { FastCheckoutButton } from '../checkout/FastCheckoutButton';
import { useCart, useServices } from '../shopContext';
import { titled, type PageMeta } from '../meta';
import { GALLERY_SLOT, responsiveImage } from '../components/responsiveImage';
import { ProductGallery } from '../product/ProductGallery';
import { ColourVariants } from '../product/ColourVariants';
import { KitBlock } from '../product/KitBlock';
import { ProductReviews } from '../reviews/ProductReviews';
import { ratingsText, reviewsText } from '../../domain/reviews/ratingSummary';
import { ARRIVAL_PLANNED, availabilityMark, SOLD_OUT } from '../../domain/stock/soldOut';

export function productMeta(data: unknown): PageMeta {
  const p = data as ProductPageData;
  return {
    title: titled(p.name),
    description: `${p.name} по цене ${formatMoney(p.price.retail, p.price.currency)}. ${p.description.slice(0, 120)}`,
    canonical: `/product/${p.productId}/`,
    ...(p.images[0] ? { image: responsiveImage(p.images[0], GALLERY_SLOT) } : {}),
  };
}

export function ProductPage() {
  const product = useLoaderData() as ProductPageData;
  const bonuses = product.potentialBonuses.bonuses.reduce((sum, b) => sum + b.value, 0);
  const mark = availabilityMark(product);
  const { setQuantity, pending, failure } = useCart();
  const [wareId, setWareId] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [sizeMissing, setSizeMissing] = useState(false);
  const { productViewed } = useServices();
  useEffect(() => productViewed?.(product.productId, `/product/${product.productId}/`), [productViewed, product.productId]);

  const addToCart = async () => {
    if (!wareId) {
      setSizeMissing(true);
      return;
    }
    setAdded(await setQuantity({ productId: product.productId, wareId, quantity: 1 }));
  };

  return (
    <article className="product">
      <ProductGallery productId={product.productId} name={product.name} images={product.images} />
      <div className="product__buy">
        <span className="product__brand">{product.brand.name}</span>
        <h1>{product.name}</h1>
        {product.ratingCount > 0 && (
          <p className="muted">
            <a href="#reviews">
              ★ {clampRating(product.rating).toFixed(1)} · {ratingsText(product.ratingCount)}
              {product.reviews > 0 && ` · ${reviewsText(product.reviews)}`}
            </a>
          </p>
        )}
        <ProductTalkLinks productId={product.productId} />
        <ColourVariants productId={product.productId} color={product.color} variants={product.variants} />
        <Price price={product.price} size="l" />
        {product.personalPrice !== null && (
          <p className="personal-price" data-testid="personal-price">
            Ваша цена <strong>{formatMoney(product.personalPrice, product.price.currency)}</strong>
          </p>
        )}
        {bonuses > 0 && <p className="potential-bonuses" data-testid="potential-bonuses">{`+${countWithWord(bonuses, ['бонус', 'бонуса', 'бонусов'])}`}</p>}
        {product.seller && (
          <p className="product__seller" data-testid="product-seller">
            Продавец: <Link to={`/seller/${product.seller.id}/`}>{product.seller.name}</Link> ★ {product.seller.rating.toFixed(1)}
          </p>
        )}
        <SizePicker
          sizes={product.sizes}
          selected={wareId}
          onSelect={(id) => {
            setWareId(id);
            setSizeMissing(false);
            setAdded(false);
          }}
        />
        {sizeMissing && (
          <p role="alert" className="field-error">
            Выберите размер
          </p>
        )}
        {mark === null && <AvailabilityPanel productId={product.productId} wareId={wareId} />}
        {mark === 'ON_SALE_SOON' && <p className="badge badge--soon">Скоро в продаже</p>}
        {mark === 'SOLD_OUT' && (
          <div className="sold-out" role="status">
            <p className="sold-out__title">{SOLD_OUT}</p>
            <p>{ARRIVAL_PLANNED}. Добавьте товар в избранное, чтобы не потерять его.</p>
          </div>
        )}
        {mark === null && (
          <>
            <button type="button" className="button button--primary button--wide" onClick={addToCart} disabled={pending > 0}>
              В корзину
            </button>
            <FastCheckoutButton productId={product.productId} wareId={wareId} onSizeMissing={() => setSizeMissing(true)} />
          </>
        )}
        <WishlistButton productId={product.productId} wareId={wareId} wide />
        <CompareButton productId={product.productId} />
        <div aria-live="polite">
          {added && (
            <p className="notice">
              Товар добавлен в корзину. <Link to="/cart/">Перейти в корзину</Link>
            </p>
          )}
          {failure && !added && (
            <p role="alert" className="field-error">
              {failure.message}
            </p>
          )}
        </div>
      </div>
      {product.kits.length > 0 && (
        <div className="product__kits">
          {product.kits.map((kit) => (
            <KitBlock key={kit.id} kit={kit} />
          ))}
        </div>
      )}
      <section className="product__about">
        <h2>Описание</h2>
        <p>{product.description}</p>
        {product.technologies.length > 0 && (
          <p>
            <strong>Технологии:</strong> {product.technologies.join(', ')}
          </p>
        )}
        <dl className="properties">
          {product.properties.map((p) => (
            <div key={p.name}>
              <dt>{p.name}</dt>
              <dd>{p.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ProductReviews product={product} />
    </article>
  );
}
