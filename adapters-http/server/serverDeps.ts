import type { getCart } from '../../application/cart/getCart';
import type { setCartQuantity } from '../../application/cart/setCartQuantity';
import type { getCatalogueTree } from '../../application/catalogue/getCatalogueTree';
import type { getProduct } from '../../application/catalogue/getProduct';
import type { listCategory } from '../../application/catalogue/listCategory';

/** The use-cases the HTTP adapter calls, already given their ports by the composition root. */
export interface ServerUseCases {
  readonly getProduct: ReturnType<typeof getProduct>;
  readonly listCategory: ReturnType<typeof listCategory>;
  readonly getCatalogueTree: ReturnType<typeof getCatalogueTree>;
  readonly getCart: ReturnType<typeof getCart>;
  readonly setCartQuantity: ReturnType<typeof setCartQuantity>;
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
  readonly renderPage: (request: Request, ownerKey: string) => Promise<Response>;
  /** Folder of the built browser bundle (vite build), served under /assets/. */
  readonly clientDir: string;
}
