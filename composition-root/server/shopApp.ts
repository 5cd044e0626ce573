import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Cart } from '../../adapters-http/contract/cart';
import { createServerApp } from '../../adapters-http/server/createServerApp';
import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import type { Database } from '../../adapters-storage/postgres/schema';
import { createCartViewModel, inertCartApi } from '../../application/cart/cartViewModel';
import { createRoutes } from '../../adapters-ui-react/routes';
import type { ClientAssets } from '../../adapters-ui-react/server/documentHtml';
import { renderPage } from '../../adapters-ui-react/server/renderPage';
import { productImage } from './productImage';
import { sharpImageRasterizer } from '../../adapters-storage/images/sharpImageRasterizer';
import { serverContainer, TOKENS } from './serverContainer';
import { serverPageData } from './serverPageData';
import { authServerDeps } from './authContainer';
import { readAuthConfig, type AuthConfig } from '../authConfig';
import { withUser } from '../withUser';
import { serverAuthServices } from './serverAuthServices';
import { anonymousRedirect } from '../../adapters-http/server/anonymousRedirect';
import { loginPageRedirect } from '../../adapters-http/server/loginPageRedirect';
import { externalLinkPage } from '../../adapters-ui-react/server/externalLinkPage';
import { isEnabled } from '../../domain/user/featureToggles';
import { serverShellServices } from './serverShellServices';
import { contentImage } from './contentUseCases';
import { paymentSetup, type PaymentSetup } from './paymentSetup';
import { readPaymentConfig } from '../paymentConfig';
import { orderWiring } from './orderWiring';
import { giftCardWiring } from './giftCardWiring';
import { serverGiftCardPages } from './serverGiftCardPages';
import { marketWiring } from './marketWiring';
import type { ToggleStates } from '../../domain/user/featureToggles';
import { readMailConfig, type MailConfig } from '../mailConfig';
import { mailWiring } from './mailWiring';

export interface ShopAppOptions {
  readonly assets: ClientAssets;
  readonly clientDir: string;
  readonly sessionSecret: string;
  /** Feature toggle states from the configuration; unset ones are off. */
  readonly featureToggles?: ToggleStates;
  /** Sign-in settings; read from the environment when not given. */
  readonly auth?: AuthConfig;
  /** Online payment; set up from the environment, reaching this app in process, when not given. */
  readonly payments?: PaymentSetup;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed (0: none). */
  readonly trustedProxies?: number;
  /** The mail provider (docs/email.md); read from the environment when not given. */
  readonly mail?: MailConfig;
  /** The Yandex Maps JS API key the pages' maps use; without it they draw the offline map. */
  readonly yandexMapsApiKey?: string;
  /** The handle catalogue reads go through (replicaReads); the primary `db` when not given. */
  readonly catalogueReads?: Kysely<Database>;
}

// Server rendering never sends cart changes; its view-model only carries the loaded cart.
const noCartApi = inertCartApi<Cart | null>();

/** The shop's HTTP application over a migrated database: every port bound, every route mounted. */
export function shopApp(db: Kysely<Database>, options: ShopAppOptions) {
  const authConfig = options.auth ?? readAuthConfig(process.env);
  const auth = authServerDeps(db, options.sessionSecret, authConfig);
  const browserSettings = {
    ...(authConfig.captcha?.kind === 'smartcaptcha' ? { captchaSiteKey: authConfig.captcha.siteKey } : {}),
    ...(options.yandexMapsApiKey ? { yandexMapsApiKey: options.yandexMapsApiKey } : {}),
  };
  const useCases = serverContainer(db, auth.captcha, undefined, options.featureToggles, options.catalogueReads).get<ServerUseCases>(TOKENS.useCases);
  const payments = options.payments ?? paymentSetup(db, readPaymentConfig(process.env), (request) => app.fetch(request), undefined, options.sessionSecret);
  const orders = orderWiring(db, payments.useCases, payments.acquirer.gateway);
  const giftCards = giftCardWiring(db, payments.acquirer, options.featureToggles, options.sessionSecret);
  const app = createServerApp({
    useCases,
    marketOf: marketWiring(db),
    payments: payments.useCases,
    orders,
    giftCards,
    sandboxAcquirer: payments.sandbox?.routes,
    mailOutbox: mailWiring(db, options.mail ?? readMailConfig(process.env)).readOutbox,
    sessionSecret: options.sessionSecret,
    newSessionId: randomUUID,
    healthy: () => sql`select 1`.execute(db).then(() => true, () => false),
    productImage: productImage(useCases, sharpImageRasterizer),
    contentImage,
    auth,
    renderPage: async (request, ownerKey, viewer) =>
      anonymousRedirect(request, viewer, isEnabled(options.featureToggles ?? {}, 'FT9519')) ??
      loginPageRedirect(request, viewer) ??
      externalLinkPage(request, options.assets) ??
      renderPage(request, createRoutes(withUser({ ...serverPageData(useCases, ownerKey, orders), giftCards: serverGiftCardPages(giftCards, ownerKey) }, () => auth.useCases.currentUser(viewer), browserSettings)), { cart: createCartViewModel<Cart | null>(noCartApi, null), shell: serverShellServices(), auth: serverAuthServices() }, options.assets),
    clientDir: options.clientDir,
    trustedProxies: options.trustedProxies,
  });
  return app;
}
