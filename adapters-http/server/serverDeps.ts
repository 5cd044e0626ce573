import type { Viewer } from '../../application/auth/currentUser';
import type { AuthServerDeps } from './authDeps';
import type { getCart } from '../../application/cart/getCart';
import type { setCartQuantity } from '../../application/cart/setCartQuantity';
import type { toggleStates } from '../../application/shell/toggleStates';
import type { recordEvents } from '../../application/shell/recordEvents';
import type { listBrands } from '../../application/shell/listBrands';
import type { listSports } from '../../application/shell/listSports';
import type { subscribeNewsletter } from '../../application/shell/subscribeNewsletter';
import type { getLocation } from '../../application/shell/getLocation';
import type { topCities } from '../../application/shell/topCities';
import type { chooseLocation } from '../../application/shell/chooseLocation';
import type { getStaticPage } from '../../application/shell/getStaticPage';
import type { listShops } from '../../application/shell/listShops';
import type { getShop } from '../../application/shell/getShop';
import type { popupsForPath } from '../../application/shell/popupsForPath';
import type { getCatalogueTree } from '../../application/catalogue/getCatalogueTree';
import type { getProduct } from '../../application/catalogue/getProduct';
import type { listCategory } from '../../application/catalogue/listCategory';
import type { searchCatalogue } from '../../application/catalogue/searchCatalogue';
import type { getAutoHints } from '../../application/catalogue/getAutoHints';
import type { recordProductView } from '../../application/catalogue/recordProductView';
import type { addToComparison, comparedProductIds, comparedProducts, removeFromComparison } from '../../application/catalogue/comparison';

/** The use-cases the HTTP adapter calls, already given their ports by the composition root. */
export interface ServerUseCases {
  readonly getProduct: ReturnType<typeof getProduct>;
  readonly listCategory: ReturnType<typeof listCategory>;
  readonly searchCatalogue: ReturnType<typeof searchCatalogue>;
  readonly getAutoHints: ReturnType<typeof getAutoHints>;
  readonly comparedProductIds: ReturnType<typeof comparedProductIds>;
  readonly comparedProducts: ReturnType<typeof comparedProducts>;
  readonly addToComparison: ReturnType<typeof addToComparison>;
  readonly removeFromComparison: ReturnType<typeof removeFromComparison>;
  readonly recordProductView: ReturnType<typeof recordProductView>;
  readonly getCatalogueTree: ReturnType<typeof getCatalogueTree>;
  readonly getCart: ReturnType<typeof getCart>;
  readonly setCartQuantity: ReturnType<typeof setCartQuantity>;
  readonly toggleStates: ReturnType<typeof toggleStates>;
  readonly recordEvents: ReturnType<typeof recordEvents>;
  readonly listBrands: ReturnType<typeof listBrands>;
  readonly listSports: ReturnType<typeof listSports>;
  readonly subscribeNewsletter: ReturnType<typeof subscribeNewsletter>;
  readonly getLocation: ReturnType<typeof getLocation>;
  readonly topCities: ReturnType<typeof topCities>;
  readonly chooseLocation: ReturnType<typeof chooseLocation>;
  readonly getStaticPage: ReturnType<typeof getStaticPage>;
  readonly listShops: ReturnType<typeof listShops>;
  readonly getShop: ReturnType<typeof getShop>;
  readonly popupsForPath: ReturnType<typeof popupsForPath>;
}

export interface ProductImageRequest {
  readonly productId: string;
  readonly index: number;
  readonly width: number;
  readonly height: number;
}

export interface ServerDeps {
  readonly useCases: ServerUseCases;
  readonly sessionSecret: string;
  readonly newSessionId: () => string;
  /** True once migrations ran and the database answers. */
  readonly healthy: () => Promise<boolean>;
  /** An SVG of a product image at exactly the given size, or undefined for an unknown product. */
  readonly productImage: (request: ProductImageRequest) => Promise<string | undefined>;
  /** Server-renders the page at the request's URL for the session's owner. */
  readonly renderPage: (request: Request, ownerKey: string, viewer: Viewer) => Promise<Response>;
  /** Sign-in, sessions and operators (authDeps.ts). */
  readonly auth: AuthServerDeps;
  /** Folder of the built browser bundle (vite build), served under /assets/. */
  readonly clientDir: string;
}
