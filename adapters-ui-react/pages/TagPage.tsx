import { useLoaderData } from 'react-router';
import type { TagPage as TagData } from '../../adapters-http/contract/tags';
import { countWithWord } from '../../domain/display/plural';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Pagination } from '../components/Pagination';
import { ProductCard } from '../components/ProductCard';
import { titled, type PageMeta } from '../meta';
import { PRODUCT_FORMS } from './catalogMeta';

const tagPath = (name: string) => `/tag/${name}/`;

export const tagMeta = (d: unknown): PageMeta => {
  const { tag, listing } = d as TagData;
  const page = listing.pagination.page;
  return {
    title: titled(page > 1 ? `${tag.title} — страница ${page}` : tag.title),
    description: `${tag.description} ${countWithWord(listing.productCount, PRODUCT_FORMS)}.`,
    canonical: page > 1 ? `${tagPath(tag.name)}?page=${page}` : tagPath(tag.name),
  };
};

/** /tag/{tagName}/: a named listing from the shop's content (spec §2 Catalogue tag), page type tag. */
export function TagPage() {
  const { tag, listing } = useLoaderData() as TagData;
  return (
    <section className="tag-page">
      <Breadcrumbs
        items={[
          { name: listing.category.name, url: listing.category.url },
          { name: tag.title, url: tagPath(tag.name) },
        ]}
      />
      <h1>{tag.title}</h1>
      <p className="muted">
        {tag.description} {countWithWord(listing.productCount, PRODUCT_FORMS)}.
      </p>
      {listing.products.length === 0 ? (
        <p className="empty">Сейчас таких товаров нет.</p>
      ) : (
        <div className="grid">
          {listing.products.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
        </div>
      )}
      <Pagination
        page={listing.pagination.page}
        pageCount={listing.pagination.pageCount}
        href={(n) => (n === 1 ? tagPath(tag.name) : `${tagPath(tag.name)}?page=${n}`)}
      />
    </section>
  );
}
