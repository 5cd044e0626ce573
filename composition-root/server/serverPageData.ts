import * as E from 'fp-ts/Either';
import type { PageData } from '../../adapters-ui-react/pageData';
import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import { loadListing } from '../../adapters-http/server/loadListing';
import { encodeCart } from '../../adapters-http/server/encode/encodeCart';
import { encodeMainMenu } from '../../adapters-http/server/encode/encodeCatalog';
import { encodeProduct } from '../../adapters-http/server/encode/encodeProduct';
import { KNOWN_TOGGLES } from '../../domain/user/featureToggles';
import { serverHeaderMenu } from './serverHeaderMenu';
import { encodeStaticPage } from '../../adapters-http/server/routes/staticPageRoutes';
import { encodeShop } from '../../adapters-http/server/routes/shopRoutes';

/** Page data for server rendering: the use-cases called in process, encoded as the API would. */
export function serverPageData(useCases: ServerUseCases, ownerKey: string): PageData {
  return {
    menu: async () => encodeMainMenu(await useCases.getCatalogueTree()),
    catalog: async (url) => {
      const listing = await loadListing(useCases, url);
      if (E.isRight(listing)) return listing.right;
      return { missing: listing.left === 'NOT_FOUND' ? 404 : 400 };
    },
    comparison: async () => ({ products: (await useCases.comparedProducts(ownerKey)).map(encodeProduct) }),
    product: async (productId) => {
      const product = await useCases.getProduct(productId);
      return E.isRight(product) ? encodeProduct(product.right) : { missing: 404 };
    },
    shops: async (geoPoint) => {
      const list = await useCases.listShops(ownerKey, { kind: 'SHOP', ...(geoPoint ? { geoPoint } : {}) });
      return E.isRight(list) ? { cityName: list.right.cityName, shops: list.right.shops.map(encodeShop) } : { missing: 404 };
    },
    shop: async (shopNumber) => {
      const shop = await useCases.getShop(shopNumber);
      return E.isRight(shop) ? encodeShop(shop.right) : { missing: 404 };
    },
    staticPage: async (url) => {
      const page = await useCases.getStaticPage(url);
      return E.isRight(page) ? encodeStaticPage(page.right) : { missing: 404 };
    },
    shell: async () => ({ cart: encodeCart(await useCases.getCart(ownerKey)), toggles: useCases.toggleStates(KNOWN_TOGGLES), headerMenu: await serverHeaderMenu(useCases), location: (await useCases.getLocation(ownerKey)) ?? null, counters: { compare: (await useCases.comparedProductIds(ownerKey)).length, wishlist: 0 } }),
  };
}
