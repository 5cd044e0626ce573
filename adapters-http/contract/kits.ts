import * as t from 'io-ts';
import { Price, Size } from './product';

const Id = t.refinement(t.string, (s) => /^[\w-]{1,64}$/.test(s), 'Id');

/** A product of a kit (spec §3 Kit products: entries carry deleted and selectedSize). */
export const KitProduct = t.type({
  productId: t.string,
  name: t.string,
  brand: t.type({ name: t.string }),
  price: Price,
  image: t.string,
  sizes: t.array(Size),
  /** Cannot be bought now (on sale soon, sold out): shown, but not added with the kit. */
  deleted: t.boolean,
  /** The preselected size id (the only one in stock), else null. */
  selectedSize: t.union([t.string, t.null]),
});
export type KitProduct = t.TypeOf<typeof KitProduct>;

/** spec §3 Kit. */
export const Kit = t.type({
  id: t.string,
  name: t.string,
  primaryPhoto: t.string,
  category: t.type({ id: t.string, name: t.string }),
  products: t.array(KitProduct),
  uniquePlateIds: t.array(t.string),
});
export type Kit = t.TypeOf<typeof Kit>;

/** GET /kits?productId&categoryId&kitId: kits holding the product, of the category, the one kit (the look page), or all. */
export const KitsQuery = t.partial({ productId: Id, categoryId: Id, kitId: Id });
/** POST /kits/_search: kits holding any of the products (e.g. the cart's), of the category. */
export const KitSearchRequest = t.partial({ productIds: t.refinement(t.array(Id), (ids) => ids.length <= 100, 'ProductIds'), categoryId: Id });
export const KitList = t.type({ kits: t.array(Kit) });
export type KitList = t.TypeOf<typeof KitList>;

/** GET /kits/products?kitId: one kit with its products. */
export const KitProductsQuery = t.type({ kitId: Id });

/** GET /kits/categories: the sports kits are put together for. */
export const KitCategories = t.type({ categories: t.array(t.type({ id: t.string, name: t.string, kitCount: t.number })) });
export type KitCategories = t.TypeOf<typeof KitCategories>;
