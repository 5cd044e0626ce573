import * as t from 'io-ts';

const SLOT = /^[A-Za-z0-9_]{1,60}$/;

/** Query of GET /web-api/v1/banners: comma-separated slots (at most 20) and an optional category url code. */
export const BannersQuery = t.intersection([
  t.type({ slots: t.refinement(t.string, (s) => s.split(',').length <= 20 && s.split(',').every((slot) => SLOT.test(slot)), 'Slots') }),
  t.partial({ category: t.refinement(t.string, (s) => /^[a-z0-9_-]{1,80}$/.test(s), 'Category') }),
]);

/** Body of POST /web-api/v1/banners: the same question as the query, as JSON. */
export const BannersRequest = t.intersection([
  t.type({ slots: t.refinement(t.array(t.string), (slots) => slots.length >= 1 && slots.length <= 20 && slots.every((slot) => SLOT.test(slot)), 'Slots') }),
  t.partial({ category: t.refinement(t.string, (s) => /^[a-z0-9_-]{1,80}$/.test(s), 'Category') }),
]);

const ImageContent = t.type({
  imageUrl: t.string,
  alt: t.string,
  link: t.string,
  target: t.keyof({ SELF: null, BLANK: null }),
  width: t.number,
  height: t.number,
});

/** spec §3 Banner: HTML (sanitised) or IMAGE. */
export const Banner = t.union([
  t.type({ id: t.string, slot: t.string, type: t.literal('HTML'), htmlContent: t.string }),
  t.type({ id: t.string, slot: t.string, type: t.literal('IMAGE'), imageContent: ImageContent }),
]);
export type Banner = t.TypeOf<typeof Banner>;

export const BannerList = t.type({ banners: t.array(Banner) });
export type BannerList = t.TypeOf<typeof BannerList>;

/** The header's slot (spec §7: MAIN_HEADER_BANNER, type HTML). */
export const HEADER_BANNER_SLOT = 'MAIN_HEADER_BANNER';
/** The home page's slots: a wide carousel-like row at the top and two tiles further down. */
export const HOME_BANNER_SLOTS = ['MAIN_PAGE_TOP', 'MAIN_PAGE_MIDDLE'] as const;
