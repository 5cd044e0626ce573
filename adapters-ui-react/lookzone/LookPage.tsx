import { Link, useLoaderData } from 'react-router';
import type { Kit } from '../../adapters-http/contract/kits';
import { formatMoney } from '../../domain/money/formatMoney';
import { titled, type PageMeta } from '../meta';
import { KitProductChoice } from './KitProductChoice';
import { useAddKitToCart } from './useAddKitToCart';

export const lookMeta = (page: unknown): PageMeta => {
  const kit = page as Kit;
  return { title: titled(kit.name), canonical: `/lookzone/${kit.id}/`, description: `${kit.name}: подберите размеры и добавьте весь образ в корзину.` };
};

/** /lookzone/{id} (spec §2 «kit»): the look's products with photos, prices and a size each, and «Добавить образ в корзину». */
export function LookPage() {
  const kit = useLoaderData() as Kit;
  const sizes = useAddKitToCart(kit);
  const { result, buyable, total, addKit, busy } = sizes;
  return (
    <article className="look">
      <nav aria-label="Образы" className="look__back">
        <Link to="/lookzone/">Все образы</Link> · <Link to={`/lookzone/catalog/${kit.category.id}/`}>{kit.category.name}</Link>
      </nav>
      <h1>{kit.name}</h1>
      <div className="look__layout">
        {kit.primaryPhoto && <img className="look__photo" src={kit.primaryPhoto} alt={kit.name} width={640} height={640} />}
        <div>
          <ul className="look__products" data-testid="look-products">
            {kit.products.map((p) => (
              <li key={p.productId} className={`look__product${p.deleted ? ' look__product--deleted' : ''}`}>
                <img src={p.image} alt="" width={120} height={120} loading="lazy" />
                <div className="look__about">
                  <Link to={`/product/${p.productId}/`}>
                    <strong>{p.brand.name}</strong> {p.name}
                  </Link>
                  <KitProductChoice product={p} sizes={sizes} name={`look-${p.productId}`} leftOut="Нет в наличии — в корзину не добавится" />
                </div>
              </li>
            ))}
          </ul>
          <p className="look__total">
            Образ целиком: <strong data-testid="look-total">{formatMoney(total, buyable[0]?.price.currency)}</strong>
          </p>
          <button type="button" className="button button--primary" onClick={addKit} disabled={busy || buyable.length === 0}>
            Добавить образ в корзину
          </button>
          {buyable.length === 0 && <p className="muted">Товаров этого образа сейчас нет в наличии.</p>}
          <div aria-live="polite">
            {result === 'added' && (
              <p className="notice">
                Образ добавлен в корзину. <Link to="/cart/">Перейти в корзину</Link>
              </p>
            )}
            {result === 'failed' && (
              <p role="alert" className="field-error">
                Не все товары образа удалось добавить в корзину
              </p>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
