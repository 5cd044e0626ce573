import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Cart } from '../../adapters-http/contract/cart';
import { createServerApp } from '../../adapters-http/server/createServerApp';
import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import type { Database } from '../../adapters-storage/postgres/schema';
import { createCartViewModel } from '../../application/cart/cartViewModel';
import { createRoutes } from '../../adapters-ui-react/routes';
import type { ClientAssets } from '../../adapters-ui-react/server/documentHtml';
import { renderPage } from '../../adapters-ui-react/server/renderPage';
import { productImage } from './productImage';
import { serverContainer, TOKENS } from './serverContainer';
import { serverPageData } from './serverPageData';

export interface ShopAppOptions {
  readonly assets: ClientAssets;
  readonly clientDir: string;
  readonly sessionSecret: string;
}

// Server rendering never sends cart changes; its view-model only carries the loaded cart.
const noCartApi = { setQuantity: () => Promise.reject(new Error('cart changes are sent from the browser')) };

/** The shop's HTTP application over a migrated database: every port bound, every route mounted. */
export function shopApp(db: Kysely<Database>, options: ShopAppOptions) {
  const useCases = serverContainer(db).get<ServerUseCases>(TOKENS.useCases);
  return createServerApp({
    useCases,
    sessionSecret: options.sessionSecret,
    newSessionId: randomUUID,
    healthy: () => sql`select 1`.execute(db).then(() => true, () => false),
    productImage: productImage(useCases),
    renderPage: (request, ownerKey) =>
      renderPage(request, createRoutes(serverPageData(useCases, ownerKey)), { cart: createCartViewModel<Cart | null>(noCartApi, null) }, options.assets),
    clientDir: options.clientDir,
  });
}
