import * as t from 'io-ts';
import { Currency } from './currency';

/** Query of GET /web-api/v1/products/auto-hints. */
export const AutoHintsQuery = t.type({ query: t.string });

/** spec §3 Autocomplete response. */
export const AutoHintsResponse = t.type({
  taps: t.array(t.type({ tap: t.string, relatedSearch: t.string })),
  hints: t.array(t.string),
  categories: t.array(t.type({ name: t.string, parentName: t.union([t.string, t.null]), uri: t.string, images: t.array(t.string) })),
  products: t.array(
    t.type({
      id: t.string,
      name: t.string,
      images: t.array(t.string),
      price: t.type({
        retail: t.number,
        catalog: t.number,
        discountRate: t.number,
        discountAmount: t.number,
        currency: Currency,
        personalPrice: t.union([t.number, t.null]),
      }),
      rating: t.number,
      /** Written reviews; `ratingCount`: ratings with or without a text. */
      reviews: t.number,
      ratingCount: t.number,
    }),
  ),
  mediaArticles: t.array(t.type({ title: t.string, iconUrl: t.string, articleUrl: t.string })),
  blocksOrder: t.array(t.string),
});
export type AutoHintsResponse = t.TypeOf<typeof AutoHintsResponse>;
