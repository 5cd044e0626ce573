import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { ComparisonProducts } from '../../adapters-http/contract/comparison';
import { formatMoney } from '../../domain/money/formatMoney';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { useComparison } from '../components/useComparison';
import { titled, type PageMeta } from '../meta';

export const compareMeta = (): PageMeta => ({ title: titled('Сравнение товаров'), canonical: '/compare/' });

/** The comparison table (spec §2 /compare/): one column per product, one row per property. */
export function ComparePage() {
  const { products } = useLoaderData() as ComparisonProducts;
  const { vm } = useComparison();
  const revalidator = useRevalidator();
  const remove = async (ids: string[]) => {
    await vm?.remove(ids);
    await revalidator.revalidate();
  };
  const propertyNames = [...new Set(products.flatMap((p) => p.properties.map((x) => x.name)))];
  return (
    <>
      <Breadcrumbs items={[{ name: 'Сравнение', url: '/compare/' }]} />
      <h1>Сравнение товаров</h1>
      {products.length === 0 ? (
        <p className="empty">В сравнении пока нет товаров. <Link to="/catalog/">Перейти в каталог</Link></p>
      ) : (
        <div className="compare">
          {vm && <button type="button" className="button" onClick={() => void remove(products.map((p) => p.productId))}>Очистить сравнение</button>}
          <table className="compare__table">
            <thead>
              <tr>
                <th scope="col">Товар</th>
                {products.map((p) => (
                  <th key={p.productId} scope="col">
                    <Link to={`/product/${p.productId}/`}>{p.name}</Link>
                    {vm && <button type="button" className="compare__remove" aria-label={`Убрать из сравнения: ${p.name}`} onClick={() => void remove([p.productId])}>×</button>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr><th scope="row">Цена</th>{products.map((p) => <td key={p.productId}>{formatMoney(p.price.retail, p.price.currency)}</td>)}</tr>
              <tr><th scope="row">Бренд</th>{products.map((p) => <td key={p.productId}>{p.brand.name}</td>)}</tr>
              <tr><th scope="row">Цвет</th>{products.map((p) => <td key={p.productId}>{p.color}</td>)}</tr>
              <tr><th scope="row">Рейтинг</th>{products.map((p) => <td key={p.productId}>{p.rating.toFixed(1)}</td>)}</tr>
              {propertyNames.map((name) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {products.map((p) => <td key={p.productId}>{p.properties.find((x) => x.name === name)?.value ?? '—'}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
