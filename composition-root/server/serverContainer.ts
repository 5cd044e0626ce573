import 'reflect-metadata';
import { Container } from 'inversify';
import { authModule } from './modules/authModule';
import { browsingModule } from './modules/browsingModule';
import { cartModule } from './modules/cartModule';
import { catalogueModule } from './modules/catalogueModule';
import { checkoutModule } from './modules/checkoutModule';
import { contentModule } from './modules/contentModule';
import { configModule, coreModule } from './modules/coreModule';
import { giftCardModule } from './modules/giftCardModule';
import { inboxModule } from './modules/inboxModule';
import { mailModule } from './modules/mailModule';
import { orderModule } from './modules/orderModule';
import { pageModule } from './modules/pageModule';
import { PAYMENT, paymentModule } from './modules/paymentModule';
import { phoneCodeModule } from './modules/phoneCodeModule';
import { proModule } from './modules/proModule';
import { profileModule } from './modules/profileModule';
import { returnModule } from './modules/returnModule';
import { reviewModule } from './modules/reviewModule';
import { SERVER, serverModule } from './modules/serverModule';
import { shellModule } from './modules/shellModule';
import { shopServiceModule } from './modules/shopServiceModule';
import { wishlistModule } from './modules/wishlistModule';
import type { ShopConfig } from './shopConfig';

/** Every feature of the server: each binds its ports to adapters once and its use-cases and routes to factories of them. */
const FEATURES = [
  coreModule,
  catalogueModule,
  browsingModule,
  shellModule,
  contentModule,
  phoneCodeModule,
  cartModule,
  checkoutModule,
  paymentModule,
  orderModule,
  giftCardModule,
  mailModule,
  authModule,
  profileModule,
  wishlistModule,
  reviewModule,
  returnModule,
  inboxModule,
  proModule,
  shopServiceModule,
  pageModule,
  serverModule,
];

/**
 * The one container of a server process: the configuration bound as values, then the features. Nothing is built
 * until asked; a test rebinds the port it fakes (`container.rebind(CORE.clock)`) before it asks for the app.
 */
export function serverContainer(config: ShopConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(configModule(config), ...FEATURES);
  // The sandbox acquirer lives in this process: what it sends goes to this container's own app.
  container.bind(PAYMENT.dispatch).toConstantValue((request) => container.get(SERVER.app).fetch(request));
  return container;
}

/** The shop's HTTP application over a migrated database: every port bound, every route mounted. */
export const shopApp = (config: ShopConfig) => serverContainer(config).get(SERVER.app);
