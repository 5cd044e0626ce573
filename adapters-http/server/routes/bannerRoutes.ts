import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { Banner as StoredBanner } from '../../../application/shell/BannerSource';
import { BannersQuery, BannersRequest, type Banner, type BannerList } from '../../contract/banners';
import { decodeBody, decodeQuery } from '../decode';
import { failure } from '../failure';
import { sanitizeContent } from '../sanitizeContent';
import type { bannersBySlot } from '../../../application/shell/bannersBySlot';
import type { Fragment as StoredFragment } from '../../../application/shell/FragmentSource';
import type { fragmentsBySlot } from '../../../application/shell/fragmentsBySlot';
import { AllFragmentsQuery, CART_FRAGMENT_SLOTS, FragmentsQuery, type FragmentList } from '../../contract/fragments';

/** A banner as the API and server rendering give it: HTML always sanitised. */
const encodeBanner = (banner: StoredBanner): Banner =>
  banner.type === 'HTML' ? { ...banner, htmlContent: sanitizeContent(banner.htmlContent) } : { ...banner, imageContent: { ...banner.imageContent } };

/** The banners of some slots, for pages and the shell. */
export const encodeBanners = (banners: readonly StoredBanner[]): BannerList => ({ banners: banners.map(encodeBanner) });

/** Static fragments as the API gives them: HTML always sanitised. */
const encodeFragments = (fragments: readonly StoredFragment[]): FragmentList => ({
  fragments: fragments.map((f) => ({ ...f, htmlContent: sanitizeContent(f.htmlContent) })),
});

/**
 * What editors put in a page's slots (spec §7 Catalogue, content): GET /banners?slots=A,B&category=c and POST /banners
 * {slots, category}; the static fragments of GET /static/fragments?slots=A,B, GET /static-fragments (every one, or
 * the asked slots) and GET /cart/static-fragments (the cart page's slots).
 */
export function bannerRoutes(useCases: {
  readonly bannersBySlot: ReturnType<typeof bannersBySlot>;
  readonly fragmentsBySlot: ReturnType<typeof fragmentsBySlot>;
}) {
  return new Hono()
    .get('/static/fragments', async (c) => {
      const query = decodeQuery(c, FragmentsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      return c.json(encodeFragments(await useCases.fragmentsBySlot(query.right.slots.split(','))));
    })
    .get('/static-fragments', async (c) => {
      const query = decodeQuery(c, AllFragmentsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      return c.json(encodeFragments(await useCases.fragmentsBySlot(query.right.slots?.split(',') ?? null)));
    })
    .get('/cart/static-fragments', async (c) => c.json(encodeFragments(await useCases.fragmentsBySlot(CART_FRAGMENT_SLOTS))))
    .get('/banners', async (c) => {
      const query = decodeQuery(c, BannersQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      return c.json(encodeBanners(await useCases.bannersBySlot(query.right.slots.split(','), query.right.category)));
    })
    .post('/banners', async (c) => {
      const body = await decodeBody(c, BannersRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      return c.json(encodeBanners(await useCases.bannersBySlot(body.right.slots, body.right.category)));
    });
}
