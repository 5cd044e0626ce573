import { useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { ComparisonProducts } from '../../adapters-http/contract/comparison';
import type { Product } from '../../adapters-http/contract/product';
import { comparisonRows } from '../../domain/catalogue/comparisonRows';
import { sizeLabel } from '../../domain/catalogue/sizeScales';
import { formatMoney } from '../../domain/money/formatMoney';
import { SOLD_OUT } from '../../domain/stock/soldOut';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Price } from '../components/Price';
import { responsiveImage } from '../components/responsiveImage';
import { useComparison } from '../components/useComparison';
import { CompareBuy } from '../compare/CompareBuy';
import { titled, type PageMeta } from '../meta';

export const compareMeta = (): PageMeta => ({ title: titled('Сравнение товаров'), canonical: '/compare/' });

/** A product's column picture: 140 px wide (catalog.css .compare). */
const COMPARE_SLOT = { sides: [160, 320], sizes: '140px' };

/** What the table lines up for a product: price, brand, colour, rating, sizes in stock, then its properties. */
const characteristics = (p: Product) => [
  { name: 'Цена', value: formatMoney(p.price.retail, p.price.currency) },
  { name: 'Бренд', value: p.brand.name },
  { name: 'Цвет', value: p.color },
  { name: 'Рейтинг', value: p.ratingCount > 0 ? p.rating.toFixed(1) : 'Нет оценок' },
  {
    name: 'Размеры в наличии',
    value:
      p.sizes
        .filter((s) => s.isAvailableOnline || s.isAvailableOffline)
        .map((s) => sizeLabel(s, 'RU'))
        .join(', ') || SOLD_OUT,
  },
  ...p.properties,
];

/**
 * The comparison table (spec §2 /compare/): a column per product with its picture, price and «В корзину»,
 * a row per characteristic, those that differ highlighted and «Только различия» to keep only them; on a
 * narrow screen the table scrolls sideways under the characteristics' names, which stay in place.
 */
export function ComparePage() {
  const { products } = useLoaderData() as ComparisonProducts;
  const { vm } = useComparison();
  const revalidator = useRevalidator();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const remove = async (ids: string[]) => {
    await vm?.remove(ids);
    await revalidator.revalidate();
  };
  const rows = comparisonRows(products.map(characteristics)).filter((r) => !onlyDifferences || r.differs);
  return (
    <>
      <Breadcrumbs items={[{ name: 'Сравнение', url: '/compare/' }]} />
      <h1>Сравнение товаров</h1>
      {products.length === 0 ? (
        <p className="empty">
          В сравнении пока нет товаров. <Link to="/catalog/">Перейти в каталог</Link>
        </p>
      ) : (
        <div className="compare">
          <div className="compare__toolbar">
            <label className="compare__toggle">
              <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
              Только различия
            </label>
            {vm && (
              <button type="button" className="button" onClick={() => void remove(products.map((p) => p.productId))}>
                Очистить сравнение
              </button>
            )}
          </div>
          <div className="compare__scroll" role="region" aria-label="Таблица сравнения" tabIndex={0}>
            <table className="compare__table">
              <thead>
                <tr>
                  <th scope="col" className="compare__corner">
                    Товар
                  </th>
                  {products.map((p) => {
                    const image = responsiveImage(p.image, COMPARE_SLOT);
                    return (
                      <th key={p.productId} scope="col" className="compare__product">
                        {vm && (
                          <button
                            type="button"
                            className="compare__remove"
                            aria-label={`Убрать из сравнения: ${p.name}`}
                            onClick={() => void remove([p.productId])}
                          >
                            ×
                          </button>
                        )}
                        <Link to={`/product/${p.productId}/`} className="compare__link">
                          <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt="" width={140} height={140} />
                          <span>{p.name}</span>
                        </Link>
                        <Price price={p.price} size="s" />
                        <CompareBuy product={p} />
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name} className={row.differs ? 'compare__row--differs' : undefined}>
                    <th scope="row">{row.name}</th>
                    {row.values.map((value, i) => (
                      <td key={products[i]!.productId}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length === 0 && <p className="muted">Различий нет: у товаров одинаковые характеристики.</p>}
          </div>
        </div>
      )}
    </>
  );
}
