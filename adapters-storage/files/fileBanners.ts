import * as t from 'io-ts';
import type { BannerSource } from '../../application/shell/BannerSource';
import { readJsonList } from './readJsonList';

const BannerImage = t.type(
  {
    imageUrl: t.string,
    alt: t.string,
    link: t.string,
    target: t.keyof({ SELF: null, BLANK: null }),
    width: t.number,
    height: t.number,
  },
  'BannerImage',
);

/** A banner as editors keep it: HTML or an image, in a slot, limited to some catalogue sections or not. */
const StoredBanner = t.intersection(
  [
    t.union([
      t.type({ id: t.string, slot: t.string, type: t.literal('HTML'), htmlContent: t.string }),
      t.type({ id: t.string, slot: t.string, type: t.literal('IMAGE'), imageContent: BannerImage }),
    ]),
    t.partial({ categories: t.array(t.string) }),
  ],
  'Banner',
);

/** Banners from a JSON file kept with the shop's content (content/banners.json). */
export function fileBanners(path: string): BannerSource {
  return { all: () => readJsonList(StoredBanner, path) };
}
