import { useLoaderData } from 'react-router';
import type { SellerPage as SellerData } from '../../adapters-http/contract/availability';
import { countWithWord } from '../../domain/display/plural';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Pagination } from '../components/Pagination';
import { ProductCard } from '../components/ProductCard';
import { titled, type PageMeta } from '../meta';
import { PRODUCT_FORMS } from '../pages/catalogMeta';

const sellerPath = (id: string) => `/seller/${id}/`;

export const sellerMeta = (data: unknown): PageMeta => {
  const { seller, pagination } = data as SellerData;
  return {
    title: titled(`Продавец ${seller.name}`),
    description: seller.description,
    canonical: pagination.page > 1 ? `${sellerPath(seller.id)}?page=${pagination.page}` : sellerPath(seller.id),
  };
};

/** /seller/{sellerId}/: a marketplace seller, its rating and products (spec §2 Routes, §7 GET /sellers/{id}). */
export function SellerPage() {
  const { seller, products, productCount, pagination } = useLoaderData() as SellerData;
  return (
    <section className="seller">
      <Breadcrumbs items={[{ name: seller.name, url: sellerPath(seller.id) }]} />
      <header className="seller__head">
        <h1>{seller.name}</h1>
        <p>
          <span role="img" aria-label={`Рейтинг продавца ${seller.rating.toFixed(1)} из 5`}>
            ★ {seller.rating.toFixed(1)}
          </span>{' '}
          · {countWithWord(productCount, PRODUCT_FORMS)}
        </p>
        <p className="muted">{seller.description}</p>
      </header>
      {products.length === 0 ? (
        <p className="empty">У продавца сейчас нет товаров.</p>
      ) : (
        <div className="grid">
          {products.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
        </div>
      )}
      <Pagination
        page={pagination.page}
        pageCount={pagination.pageCount}
        href={(n) => (n === 1 ? sellerPath(seller.id) : `${sellerPath(seller.id)}?page=${n}`)}
      />
    </section>
  );
}
