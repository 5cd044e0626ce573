import type { Cart } from '../adapters-http/contract/cart';
import type { CatalogPage, MainMenu } from '../adapters-http/contract/catalog';
import type { Product } from '../adapters-http/contract/product';

/**
 * What the frame of every page needs, loaded once with the first page (the root route).
 * Each capability adds its own field here (cart, user, location, toggles, …).
 */
export interface ShellData {
  readonly cart: Cart;
}

/** A page's data could not be given: the HTTP status the page answers with. */
export interface PageMissing {
  readonly missing: 400 | 404;
}

/**
 * Where pages get their data: in process on the server (use-cases), over the API in the browser.
 * The same route loaders use either, so a page renders the same in both places.
 */
export interface PageData {
  readonly menu: () => Promise<MainMenu>;
  /** A category listing by its page URL ("/catalog/muzhchinam/?page=2"). */
  readonly catalog: (url: string) => Promise<CatalogPage | PageMissing>;
  readonly product: (productId: string) => Promise<Product | PageMissing>;
  readonly shell: () => Promise<ShellData>;
}

export const isMissing = (x: object): x is PageMissing => 'missing' in x;
