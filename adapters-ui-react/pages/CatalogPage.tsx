import { Link, useLoaderData, useLocation } from 'react-router';
import type { Facet, CatalogPage as Listing } from '../../adapters-http/contract/catalog';
import type { ProductCard as Card } from '../../adapters-http/contract/product';
import { listingUrl } from '../../adapters-http/contract/catalogUrl';
import type { ListingState } from '../../adapters-http/contract/listingUrl';
import { countWithWord } from '../../domain/display/plural';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CategoryTree } from '../components/CategoryTree';
import { EmptyListing } from '../components/EmptyListing';
import { NothingFound } from '../components/NothingFound';
import { ListingFilters } from '../components/ListingFilters';
import { ListingToolbar } from '../components/ListingToolbar';
import { FilterChips } from '../components/FilterChips';
import { ProductCard } from '../components/ProductCard';
import { useSignIn } from '../auth/useSignIn';
import { Pagination } from '../components/Pagination';
import { EAGER_CARDS } from '../components/responsiveImage';
import type { CatalogData } from './catalogLoader';
import { categoryPath, PRODUCT_FORMS } from './catalogMeta';

export { catalogMeta } from './catalogMeta';

/** Facets beside a grid of cards and page links; every state of it has its own address. */
function ListingBody({
  path,
  facets,
  products,
  pageCount,
  state,
  empty,
}: {
  readonly path: string | null;
  readonly facets: readonly Facet[];
  readonly products: readonly Card[];
  readonly pageCount: number;
  readonly state: ListingState;
  readonly empty: React.ReactNode;
}) {
  const { search } = useLocation();
  return (
    <div className="listing">
      <ListingToolbar key={`bar ${search}`} path={path} facets={facets} state={state} />
      <ListingFilters key={search} action={listingUrl(path, {})} facets={facets} state={state} isSearch={path === null} />
      <div className="listing__main">
        <FilterChips path={path} facets={facets} state={state} />
        {products.length === 0 ? (
          <EmptyListing path={path} state={state} facets={facets}>
            {empty}
          </EmptyListing>
        ) : (
          <div className="grid">
            {products.map((p, i) => (
              <ProductCard key={p.productId} product={p} priority={i < EAGER_CARDS} />
            ))}
          </div>
        )}
        <Pagination page={state.page} pageCount={pageCount} href={(page) => listingUrl(path, { ...state, page })} />
      </div>
    </div>
  );
}

/** /catalog/pers_sale/ for an anonymous visitor: personal prices are seen after signing in (the sign-in reloads the page). */
function SignInPrompt({ title }: { readonly title: string }) {
  const { vm: signIn } = useSignIn();
  return (
    <>
      <h1>{title}</h1>
      <p className="empty">Войдите, чтобы увидеть товары с вашими персональными ценами.</p>
      <button type="button" className="button button--primary" onClick={signIn.open}>
        Войти
      </button>
    </>
  );
}

function CategoryListing({ listing, state }: { readonly listing: Listing; readonly state: ListingState }) {
  const { category, breadcrumbs, subcategories, products, productCount, pagination, facets } = listing;
  if (listing.signInRequired)
    return (
      <>
        <Breadcrumbs items={breadcrumbs} />
        <SignInPrompt title={category.name} />
      </>
    );
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <h1>
        {category.name} <span className="muted count">{countWithWord(productCount, PRODUCT_FORMS)}</span>
      </h1>
      {subcategories.length > 0 && (
        <nav aria-label="Подкатегории" className="chips">
          {subcategories.map((c) => (
            <Link key={c.id} className="chip" to={c.url}>
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      <ListingBody
        path={categoryPath(category.url)}
        facets={facets}
        products={products}
        pageCount={pagination.pageCount}
        state={state}
        empty={<p className="empty">В этой категории пока нет товаров.</p>}
      />
    </>
  );
}

export function CatalogPage() {
  const data = useLoaderData() as CatalogData;
  if ('tree' in data) {
    return (
      <>
        <Breadcrumbs items={[]} />
        <h1>Каталог товаров</h1>
        <CategoryTree sections={data.tree.sections} />
      </>
    );
  }
  if ('listing' in data) return <CategoryListing listing={data.listing} state={data.state} />;
  const { search, state } = data;
  return (
    <>
      <Breadcrumbs items={[{ name: 'Поиск', url: listingUrl(null, { text: state.text }) }]} />
      <h1>
        Результаты поиска «{search.queryText}» <span className="muted count">{countWithWord(search.productCount, PRODUCT_FORMS)}</span>
      </h1>
      {search.correctedQueryText !== null && (
        <p className="search-correction" role="status">
          Показаны результаты по запросу «<strong>{search.correctedQueryText}</strong>»
        </p>
      )}
      <ListingBody
        path={null}
        facets={search.facets}
        products={search.products}
        pageCount={search.pagination.pageCount}
        state={state}
        empty={<NothingFound queryText={search.queryText} categories={search.popularCategories} />}
      />
    </>
  );
}
