import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { Banner as StoredBanner } from '../../../application/shell/BannerSource';
import { BannersQuery, BannersRequest, type Banner, type BannerList } from '../../contract/banners';
import { decodeBody, decodeQuery } from '../decode';
import { failure } from '../failure';
import { sanitizeContent } from '../sanitizeContent';
import type { bannersBySlot } from '../../../application/shell/bannersBySlot';

/** A banner as the API and server rendering give it: HTML always sanitised. */
export const encodeBanner = (banner: StoredBanner): Banner =>
  banner.type === 'HTML' ? { ...banner, htmlContent: sanitizeContent(banner.htmlContent) } : { ...banner, imageContent: { ...banner.imageContent } };

/** The banners of some slots, for pages and the shell. */
export const encodeBanners = (banners: readonly StoredBanner[]): BannerList => ({ banners: banners.map(encodeBanner) });

/** GET /banners?slots=A,B&category=c and POST /banners {slots, category} (spec §7 Catalogue, content). */
export function bannerRoutes(useCases: { readonly bannersBySlot: ReturnType<typeof bannersBySlot> }) {
  return new Hono()
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
