import { Link } from 'react-router';
import type { ProductPage } from '../../adapters-http/contract/productPage';

/** The model's colours as links to their products; the shown one is marked current (spec §3 Product.variants). */
export function ColourVariants({
  productId,
  color,
  variants,
}: {
  readonly productId: string;
  readonly color: string;
  readonly variants: ProductPage['variants'];
}) {
  if (variants.length < 2) return <p className="muted">Цвет: {color}</p>;
  return (
    <nav className="variants" aria-label="Другие цвета модели">
      <p className="variants__label">
        Цвет: <span className="muted">{color}</span>
      </p>
      <ul className="variants__list">
        {variants.map((v) => (
          <li key={v.productId}>
            <Link
              to={`/product/${v.productId}/`}
              className="variant"
              aria-current={v.productId === productId ? 'page' : undefined}
              title={v.color}
              data-testid="colour-variant"
            >
              <img src={v.image} alt="" width={56} height={56} loading="lazy" />
              <span className="variant__swatch" style={{ background: v.colorHex }} aria-hidden="true" />
              <span className="visually-hidden">{v.color}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
