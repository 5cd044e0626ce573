import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import { parseListingUrl } from '../../contract/catalogUrl';
import type { CatalogPage, SearchPage } from '../../contract/catalog';
import {
  CategoriesRequest,
  LISTING_PARTS,
  ListingPartRequest,
  SEARCH_PARTS,
  type Breadcrumbs,
  type CategoryList,
  type ListingBlocks,
  type ListingFacets,
  type ListingReviews,
  type ListingTemplate,
  type Subcategories,
} from '../../contract/listingParts';
import { MAIN_BLOCKS } from '../../../domain/catalogue/mainBlocks';
import { pageTypeOf } from '../../../domain/analytics/pageType';
import type { CategoryRecord } from '../../../application/catalogue/catalogueModel';
import { decodeBody } from '../decode';
import { encodeCategoryLink } from '../encode/encodeCatalog';
import { encodeProductCard } from '../encode/encodeProduct';
import { encodeReview } from '../encode/encodeReviews';
import { encodeBanners } from './bannerRoutes';
import { failure } from '../failure';
import { loadListing, type ListingUseCases } from '../loadListing';
import type { SessionVariables } from '../session';
import { signedInOnly } from '../signedInOnly';
import type { categoriesById } from '../../../application/catalogue/categoriesById';
import type { categoryBreadcrumbs } from '../../../application/catalogue/categoryBreadcrumbs';
import type { listingBlocks } from '../../../application/catalogue/listingBlocks';
import type { listingReviews } from '../../../application/catalogue/listingReviews';
import type { personalSaleCategories } from '../../../application/catalogue/personalSaleCategories';

/** What the parts of a listing page need beside the listing itself. */
export interface ListingPartUseCases extends ListingUseCases {
  readonly listingReviews: ReturnType<typeof listingReviews>;
  readonly listingBlocks: ReturnType<typeof listingBlocks>;
  readonly categoryBreadcrumbs: ReturnType<typeof categoryBreadcrumbs>;
  readonly categoriesById: ReturnType<typeof categoriesById>;
  readonly personalSaleCategories: ReturnType<typeof personalSaleCategories>;
}

type Listing = CatalogPage | SearchPage;
type C = Context<{ Variables: SessionVariables }>;

const HITS = MAIN_BLOCKS.find((b) => b.code === 'HITS')!;

const categoryEntry = (c: CategoryRecord) => ({ ...encodeCategoryLink(c), parentId: c.parentId, levelNumber: c.level });

/** The listing's URL with another page, when one is asked for. */
function onPage(url: string, page: number | undefined): string {
  if (page === undefined || !URL.canParse(url, 'http://shop.invalid')) return url;
  const parsed = new URL(url, 'http://shop.invalid');
  parsed.searchParams.set('page', String(page));
  return parsed.pathname + parsed.search;
}

function template(listing: Listing, url: string): ListingTemplate {
  if ('queryText' in listing) return { template: 'SEARCH', pageType: 'SEARCH_RESULTS', title: listing.queryText, parts: [...SEARCH_PARTS] };
  return {
    template: 'LISTING',
    pageType: pageTypeOf(new URL(url, 'http://shop.invalid').pathname, {}),
    title: listing.category.name,
    parts: [...LISTING_PARTS],
    ...(listing.signInRequired ? { signInRequired: true } : {}),
  };
}

/**
 * The parts of a listing page (spec §7 Catalogue: POST /catalog/template, /subcategories, /reviews, /blocks, /facets
 * {url}): each is read from the same listing POST /catalog {url} answers, so a part never disagrees with the page.
 * Also categories by id, a category's breadcrumbs and the personal sale's categories.
 */
export function listingPartRoutes(useCases: ListingPartUseCases) {
  /** The listing of the body's URL handed to `answer`, or the failure POST /catalog gives it. */
  const withListing = (answer: (listing: Listing, url: string, c: C) => Promise<Response> | Response) => async (c: C) => {
    const body = await decodeBody(c, ListingPartRequest);
    if (E.isLeft(body)) return failure(c, body.left);
    const url = onPage(body.right.url, body.right.page);
    const listing = await loadListing(useCases, url, c.get('viewer').customerId);
    return E.isRight(listing) ? answer(listing.right, url, c) : failure(c, listing.left);
  };

  return new Hono<{ Variables: SessionVariables }>()
    .post(
      '/catalog/template',
      withListing((listing, url, c) => c.json(template(listing, url))),
    )
    .post(
      '/catalog/subcategories',
      withListing((listing, _url, c) =>
        c.json(
          ('queryText' in listing
            ? { category: null, subcategories: [] }
            : { category: listing.category, subcategories: listing.subcategories }) satisfies Subcategories,
        ),
      ),
    )
    .post(
      '/catalog/reviews',
      withListing(async (listing, _url, c) => {
        const reviewed = listing.products.filter((p) => p.reviews > 0);
        const cards = new Map(reviewed.map((p) => [p.productId, p]));
        const reviews = await useCases.listingReviews(reviewed.map((p) => p.productId));
        return c.json({ reviews: reviews.map((r) => ({ product: cards.get(r.productId)!, review: encodeReview(r) })) } satisfies ListingReviews);
      }),
    )
    .post(
      '/catalog/blocks',
      withListing(async (_listing, url, c) => {
        const target = parseListingUrl(url);
        if (E.isLeft(target) || target.right.kind !== 'category') return c.json({ blocks: [] } satisfies ListingBlocks);
        const { banners, hits } = await useCases.listingBlocks(target.right.path);
        const blocks: ListingBlocks['blocks'] = [
          ...(banners.length > 0 ? [{ type: 'BANNERS' as const, slot: banners[0]!.slot, banners: encodeBanners(banners).banners }] : []),
          ...(hits.length > 0 ? [{ type: 'PRODUCTS' as const, code: HITS.code, title: HITS.title, products: hits.map(encodeProductCard) }] : []),
        ];
        return c.json({ blocks } satisfies ListingBlocks);
      }),
    )
    .post(
      '/catalog/facets',
      withListing((listing, _url, c) => c.json({ facets: listing.facets, productCount: listing.productCount } satisfies ListingFacets)),
    )
    .get('/catalog/:id/breadcrumbs', async (c) => {
      const chain = await useCases.categoryBreadcrumbs(c.req.param('id'));
      return E.isRight(chain) ? c.json({ breadcrumbs: chain.right.map(encodeCategoryLink) } satisfies Breadcrumbs) : failure(c, chain.left._tag);
    })
    .post('/categories', async (c) => {
      const body = await decodeBody(c, CategoriesRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      return c.json({ categories: (await useCases.categoriesById(body.right.categoryIds)).map(categoryEntry) } satisfies CategoryList);
    })
    .post('/pers-categories', signedInOnly, async (c) => {
      const found = await useCases.personalSaleCategories(c.get('viewer').customerId!);
      return c.json({ categories: found.map(({ category, productCount }) => ({ ...categoryEntry(category), productCount })) } satisfies CategoryList);
    });
}
