import * as t from 'io-ts';
import type { SellerSource } from '../../application/availability/SellerSource';
import { readJsonList } from './readJsonList';

/** A seller: the shop itself (brands null) or a partner with the brands it sells. */
const StoredSeller = t.type(
  {
    id: t.string,
    name: t.string,
    rating: t.number,
    description: t.string,
    brands: t.union([t.array(t.string), t.null]),
  },
  'Seller',
);

/** Sellers from a JSON file kept with the shop's content (read on each call, so edits show at once). */
export function fileSellers(path: string): SellerSource {
  return { all: () => readJsonList(StoredSeller, path) };
}
