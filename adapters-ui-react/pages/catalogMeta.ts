import { listingUrl } from '../../adapters-http/contract/catalogUrl';
import type { Facet } from '../../adapters-http/contract/catalog';
import { countWithWord } from '../../domain/display/plural';
import { titled, type PageMeta } from '../meta';
import { CARD_SLOT, responsiveImage } from '../components/responsiveImage';
import type { CatalogData } from './catalogLoader';

export const PRODUCT_FORMS = ['товар', 'товара', 'товаров'] as const;

/** The category's path under /catalog/ from its URL. */
export const categoryPath = (url: string): string => url.slice('/catalog/'.length, -1);

/** Names of the chosen values of the list facets, e.g. «Nike, Adidas, 42». */
function chosen(facets: readonly Facet[]): string {
  return facets
    .filter((f) => f.displayType === 'list' || f.displayType === 'multiple_size')
    .flatMap((f) => f.values.filter((v) => v.selectedByUser).map((v) => v.name))
    .join(', ');
}

/** Title, description and the one canonical address of a listing, filters included. */
export function catalogMeta(data: unknown): PageMeta {
  const d = data as CatalogData;
  if ('tree' in d) return { title: titled('Каталог товаров'), canonical: '/catalog/' };
  if ('search' in d) {
    const text = d.search.correctedQueryText ?? d.search.queryText;
    const first = d.search.products[0];
    return {
      ...(first ? { image: responsiveImage(first.image, CARD_SLOT) } : {}),
      title: titled(`Поиск «${d.search.queryText}»`),
      description: `Результаты поиска «${text}»: ${countWithWord(d.search.productCount, PRODUCT_FORMS)}.`,
      canonical: listingUrl(null, { text: d.state.text, page: d.state.page }),
    };
  }
  const { category, productCount, pagination, facets } = d.listing;
  const selection = chosen(facets);
  const name = selection ? `${category.name}: ${selection}` : category.name;
  const first = d.listing.products[0];
  return {
    ...(first ? { image: responsiveImage(first.image, CARD_SLOT) } : {}),
    title: titled(pagination.page > 1 ? `${name} — страница ${pagination.page}` : name),
    description: `${name}: ${countWithWord(productCount, PRODUCT_FORMS)} с доставкой и самовывозом.`,
    canonical: listingUrl(categoryPath(category.url), { ...d.state, sort: null }),
  };
}
