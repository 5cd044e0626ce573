import { Link, useLoaderData } from 'react-router';
import type { CatalogPage as Listing, MainMenu } from '../../adapters-http/contract/catalog';
import { catalogPageUrl } from '../../adapters-http/contract/catalogUrl';
import { countWithWord } from '../../domain/display/plural';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CategoryTree } from '../components/CategoryTree';
import { ProductCard } from '../components/ProductCard';
import { Pagination } from '../components/Pagination';
import { titled, type PageMeta } from '../meta';

type CatalogData = { readonly tree: MainMenu } | { readonly listing: Listing };

const PRODUCT_FORMS = ['товар', 'товара', 'товаров'] as const;

export function catalogMeta(data: unknown): PageMeta {
  const d = data as CatalogData;
  if (!('listing' in d)) return { title: titled('Каталог товаров'), canonical: '/catalog/' };
  const { category, productCount, pagination } = d.listing;
  return {
    title: titled(pagination.page > 1 ? `${category.name} — страница ${pagination.page}` : category.name),
    description: `${category.name}: ${countWithWord(productCount, PRODUCT_FORMS)} с доставкой и самовывозом.`,
    canonical: catalogPageUrl(category.url.slice('/catalog/'.length, -1), pagination.page),
  };
}

export function CatalogPage() {
  const data = useLoaderData() as CatalogData;
  if (!('listing' in data)) {
    return (
      <>
        <Breadcrumbs items={[]} />
        <h1>Каталог товаров</h1>
        <CategoryTree sections={data.tree.sections} />
      </>
    );
  }
  const { category, breadcrumbs, subcategories, products, productCount, pagination } = data.listing;
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <h1>{category.name} <span className="muted count">{countWithWord(productCount, PRODUCT_FORMS)}</span></h1>
      {subcategories.length > 0 && (
        <nav aria-label="Подкатегории" className="chips">
          {subcategories.map((c) => <Link key={c.id} className="chip" to={c.url}>{c.name}</Link>)}
        </nav>
      )}
      {products.length === 0 ? (
        <p className="empty">В этой категории пока нет товаров.</p>
      ) : (
        <div className="grid">{products.map((p) => <ProductCard key={p.productId} product={p} />)}</div>
      )}
      <Pagination page={pagination.page} pageCount={pagination.pageCount} href={(page) => catalogPageUrl(category.url.slice('/catalog/'.length, -1), page)} />
    </>
  );
}
