import * as E from 'fp-ts/Either';
import type { PageData } from '../../adapters-ui-react/pageData';
import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import { parseCatalogUrl } from '../../adapters-http/contract/catalogUrl';
import { encodeCart } from '../../adapters-http/server/encode/encodeCart';
import { encodeCatalogPage, encodeMainMenu } from '../../adapters-http/server/encode/encodeCatalog';
import { encodeProduct } from '../../adapters-http/server/encode/encodeProduct';

/** Page data for server rendering: the use-cases called in process, encoded as the API would. */
export function serverPageData(useCases: ServerUseCases, ownerKey: string): PageData {
  return {
    menu: async () => encodeMainMenu(await useCases.getCatalogueTree()),
    catalog: async (url) => {
      const target = parseCatalogUrl(url);
      if (!target) return { missing: 404 };
      const listing = await useCases.listCategory(target.path, target.page);
      if (E.isRight(listing)) return encodeCatalogPage(listing.right);
      return { missing: listing.left._tag === 'BAD_PAGE' ? 400 : 404 };
    },
    product: async (productId) => {
      const product = await useCases.getProduct(productId);
      return E.isRight(product) ? encodeProduct(product.right) : { missing: 404 };
    },
    shell: async () => ({ cart: encodeCart(await useCases.getCart(ownerKey)) }),
  };
}
