import { useId } from 'react';
import { Link } from 'react-router';
import type { Kit } from '../../adapters-http/contract/kits';
import { formatMoney } from '../../domain/money/formatMoney';
import { KitProductChoice } from '../lookzone/KitProductChoice';
import { useAddKitToCart } from '../lookzone/useAddKitToCart';

/**
 * A kit the product is in (spec §3 Kit): its products, each with a size picker, and «Добавить комплект
 * в корзину», which puts one of each chosen size into the cart (one more when the size is already there).
 * Products that cannot be bought now are shown as such and left out.
 */
export function KitBlock({ kit }: { readonly kit: Kit }) {
  const headingId = useId();
  const sizes = useAddKitToCart(kit);
  const { result, buyable, total, addKit, busy } = sizes;

  return (
    <section className="kit" aria-labelledby={`${headingId}-title ${headingId}-name`} data-testid="kit">
      <h2 id={`${headingId}-title`}>Комплект</h2>
      <p id={`${headingId}-name`} className="kit__name">
        {kit.name}
      </p>
      <ul className="kit__products">
        {kit.products.map((p) => (
          <li key={p.productId} className={`kit__product${p.deleted ? ' kit__product--deleted' : ''}`}>
            <img src={p.image} alt="" width={96} height={96} loading="lazy" />
            <div className="kit__about">
              <Link to={`/product/${p.productId}/`} className="kit__title">
                <strong>{p.brand.name}</strong> {p.name}
              </Link>
              <KitProductChoice product={p} sizes={sizes} name={`kit-${kit.id}-${p.productId}`} leftOut="Нет в наличии — в комплект не войдёт" />
            </div>
          </li>
        ))}
      </ul>
      <p className="kit__total">
        Комплект целиком: <strong>{formatMoney(total, buyable[0]?.price.currency)}</strong>
      </p>
      <button type="button" className="button button--primary" onClick={addKit} disabled={busy || buyable.length === 0}>
        Добавить комплект в корзину
      </button>
      <div aria-live="polite">
        {result === 'added' && (
          <p className="notice">
            Комплект добавлен в корзину. <Link to="/cart/">Перейти в корзину</Link>
          </p>
        )}
        {result === 'failed' && (
          <p role="alert" className="field-error">
            Не все товары комплекта удалось добавить в корзину
          </p>
        )}
      </div>
    </section>
  );
}
