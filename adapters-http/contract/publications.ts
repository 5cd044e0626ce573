import * as t from 'io-ts';

const PublicationType = t.keyof({ PROMO: null, NEWS: null });

/** Query of GET /web-api/v1/publications: types (comma-separated), page (1…277) and is-active. */
export const PublicationsQuery = t.intersection([
  t.type({ types: t.refinement(t.string, (s) => s.split(',').every((x) => PublicationType.is(x)), 'PublicationTypes') }),
  t.partial({
    page: t.refinement(t.string, (s) => /^[1-9]\d{0,2}$/.test(s) && Number(s) <= 277, 'Page'),
    'is-active': t.keyof({ true: null, false: null }),
  }),
]);

/** Body of POST /web-api/v1/publications: a publication's page URL. */
export const PublicationRequest = t.type({ url: t.refinement(t.string, (s) => s.startsWith('/') && s.length <= 300, 'PageUrl') });

const PublicationFields = {
  id: t.string,
  type: PublicationType,
  title: t.string,
  annotation: t.string,
  imageUrl: t.string,
  imageAlt: t.string,
  dateFrom: t.string,
  dateTo: t.union([t.string, t.null]),
  isActive: t.boolean,
  url: t.string,
};

/** A publication in a list. */
export const PublicationCard = t.type(PublicationFields);
export type PublicationCard = t.TypeOf<typeof PublicationCard>;

/** A publication's page: the card plus its sanitised body. */
export const Publication = t.type({ ...PublicationFields, html: t.string });
export type Publication = t.TypeOf<typeof Publication>;

export const PublicationList = t.type({ items: t.array(PublicationCard), page: t.number, pageCount: t.number });
export type PublicationList = t.TypeOf<typeof PublicationList>;

/** GET /web-api/v1/media/{type}/articles (spec §3 Autocomplete mediaArticles: title, iconUrl, articleUrl): the running publications of a type. */
export const MediaArticles = t.type({ articles: t.array(t.type({ id: t.string, title: t.string, iconUrl: t.string, articleUrl: t.string })) });
export type MediaArticles = t.TypeOf<typeof MediaArticles>;

/** The {type} of GET /media/{type}/articles: a publication type, in lower case as paths are. */
export const MediaType = t.keyof({ promo: null, news: null });

/** GET /web-api/v1/afisha/{shopNumber}/events: a shop's weekly events over the next four weeks, soonest first (Moscow time). */
export const AfishaEvents = t.type({
  shopNumber: t.string,
  shopName: t.string,
  events: t.array(t.type({ id: t.string, title: t.string, description: t.string, startsAt: t.string, endsAt: t.string })),
});
export type AfishaEvents = t.TypeOf<typeof AfishaEvents>;
