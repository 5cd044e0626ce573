import type { PageData } from '../../adapters-ui-react/pageData';
import type { ShopServices } from '../../adapters-ui-react/shopContext';
import type { BrowserPorts } from './browserPorts';
import { authModule } from './modules/authModule';
import { cartModule } from './modules/cartModule';
import { catalogueModule } from './modules/catalogueModule';
import { checkoutModule } from './modules/checkoutModule';
import { coreModule } from './modules/coreModule';
import { giftCardModule } from './modules/giftCardModule';
import { pageModule } from './modules/pageModule';
import { profileModule } from './modules/profileModule';
import { wishlistModule } from './modules/wishlistModule';

/** What hydration takes: the pages' services and data, and the code to fetch once the page is idle. */
export interface BrowserShop {
  readonly services: ShopServices;
  readonly pageData: PageData;
  readonly preload: () => void;
}

/**
 * The browser's one wiring: the core ports made once from the browser's (the API request, the captcha
 * token, the shell's view-models), then each feature's services from them. main.tsx calls it with the
 * window; a test with a fake fetch.
 */
export function browserShop(ports: BrowserPorts): BrowserShop {
  const core = coreModule(ports);
  const { auth, preload } = authModule(core);
  const services: ShopServices = {
    shell: core.shell,
    auth,
    ...cartModule(core),
    ...checkoutModule(core),
    ...catalogueModule(core),
    ...wishlistModule(core),
    ...profileModule(core),
    ...giftCardModule(core),
  };
  return { services, pageData: pageModule(core), preload };
}
