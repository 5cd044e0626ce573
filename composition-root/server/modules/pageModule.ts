import { ContainerModule } from 'inversify';
import type { Cart } from '../../../adapters-http/contract/cart';
import { anonymousRedirect } from '../../../adapters-http/server/anonymousRedirect';
import { loginPageRedirect } from '../../../adapters-http/server/loginPageRedirect';
import type { ServerDeps } from '../../../adapters-http/server/serverDeps';
import { createRoutes } from '../../../adapters-ui-react/routes';
import { externalLinkPage } from '../../../adapters-ui-react/server/externalLinkPage';
import { renderPage } from '../../../adapters-ui-react/server/renderPage';
import { createCartViewModel, inertCartApi } from '../../../application/cart/cartViewModel';
import { isEnabled } from '../../../domain/user/featureToggles';
import { withUser } from '../../withUser';
import { browserSettingsOf } from '../browserSettings';
import { serverAuthServices } from '../serverAuthServices';
import { serverGiftCardPages } from '../serverGiftCardPages';
import { serverPageData } from '../serverPageData';
import { serverShellServices } from '../serverShellServices';
import { AUTH } from './authModule';
import { CONFIG } from './coreModule';
import { GIFT_CARDS } from './giftCardModule';
import { PAGE_USE_CASES } from './pageUseCases';
import { resolveAll, token } from './token';

/** The server-rendered pages. */
export const PAGES = {
  render: token<ServerDeps['renderPage']>('renderPage'),
} as const;

// Server rendering never sends cart changes; its view-model only carries the loaded cart.
const noCartApi = inertCartApi<Cart | null>();

export const pageModule = new ContainerModule(({ bind }) => {
  bind(PAGES.render).toDynamicValue((ctx): ServerDeps['renderPage'] => {
    const useCases = resolveAll(ctx, PAGE_USE_CASES);
    const { giftCards, auth, assets, toggles, config, yandexMapsApiKey } = resolveAll(ctx, {
      giftCards: GIFT_CARDS.useCases,
      auth: AUTH.useCases,
      assets: CONFIG.assets,
      toggles: CONFIG.featureToggles,
      config: CONFIG.auth,
      yandexMapsApiKey: CONFIG.yandexMapsApiKey,
    });
    const browserSettings = browserSettingsOf(config, yandexMapsApiKey);
    return async (request, ownerKey, viewer) =>
      anonymousRedirect(request, viewer, isEnabled(toggles, 'FT9519')) ??
      loginPageRedirect(request, viewer) ??
      externalLinkPage(request, assets) ??
      renderPage(
        request,
        createRoutes(
          withUser(
            { ...serverPageData(useCases, ownerKey), giftCards: serverGiftCardPages(giftCards, ownerKey) },
            () => auth.currentUser(viewer),
            browserSettings,
          ),
        ),
        { cart: createCartViewModel<Cart | null>(noCartApi, null), shell: serverShellServices(), auth: serverAuthServices() },
        assets,
      );
  });
});
