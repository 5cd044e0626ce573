import '../../adapters-ui-react/styles/shop.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { apiClient } from '../../adapters-http/client/apiClient';
import { httpCartApi } from '../../adapters-http/client/httpCartApi';
import type { Cart } from '../../adapters-http/contract/cart';
import { createCartViewModel } from '../../application/cart/cartViewModel';
import { createRoutes } from '../../adapters-ui-react/routes';
import { loadMatchedPages } from '../../adapters-ui-react/lazyPage';
import { ShopContext, type ShopServices } from '../../adapters-ui-react/shopContext';
import type { ShellData } from '../../adapters-ui-react/pageData';
import * as E from 'fp-ts/Either';
import { httpPageData } from './httpPageData';
import { browserAuthServices } from './browserAuthServices';
import { ANONYMOUS_USER, withUser } from '../withUser';
import { UserInfo } from '../../adapters-http/contract/auth';
import { browserShellServices } from './browserShellServices';
import { browserSearchBox, browserProductViews } from './browserSearchBox';
import { createComparisonViewModel } from '../../application/catalogue/comparisonViewModel';
import { httpComparisonApi } from '../../adapters-http/client/httpComparisonApi';
import { createIncidentViewModel } from '../../application/shell/incidentViewModel';
import { browserCheckoutServices } from './browserCheckoutServices';
import { browserCaptchaToken } from './browserCaptchaToken';
import { browserShipmentServices } from './browserShipmentServices';
import { fastCartRequest } from './fastCartRequest';
import { httpCartReads } from '../../adapters-http/client/httpCartApi';
import { createWishlistViewModel } from '../../application/wishlist/wishlistViewModel';
import { httpWishlistApi } from '../../adapters-http/client/httpWishlistApi';
import { httpReviewsApi } from '../../adapters-http/client/httpReviewsApi';
import { httpPersonalDataApi } from '../../adapters-http/client/httpPersonalDataApi';
import { httpSubscriptionsApi } from './httpSubscriptions';
import { httpAppealsApi, httpNotificationsApi } from './httpInbox';
import { httpProApi } from './httpPro';
import { createUnreadNotifications } from '../../application/notifications/unreadNotifications';
import { ProductAvailability } from '../../adapters-http/contract/availability';
import { browserPaymentServices } from './browserPaymentServices';
import { browserProfileOrderServices } from './browserProfileOrderServices';
import { browserReturnServices } from './httpReturnPages';
import { httpAddressBook } from './httpAddressBook';
import { httpGiftCardApi } from './httpGiftCards';
import { DEFAULT_COUNTRY } from '../../domain/country/country';
import { browserPlacesMap } from './browserPlacesMap';

// The browser's composition: the API client behind every port, then hydration of the server's page.
const incident = createIncidentViewModel();
const request = fastCartRequest(apiClient(window.fetch.bind(window), undefined, { onIncident: incident.report, onReloadNeeded: () => window.location.reload() }), window.location);
const shellData = () => router.state.loaderData.root as ShellData | undefined;
const captchaToken = browserCaptchaToken(request, () => shellData()?.captchaSiteKey);
const shell = browserShellServices(incident, request);
const auth = browserAuthServices(request, () => window.location.reload(), captchaToken, () => services.shell.location.current().location?.countryCode ?? DEFAULT_COUNTRY, shell.flash);
const services: ShopServices = { cart: createCartViewModel<Cart | null>(httpCartApi(request), null), shell, auth, searchBox: browserSearchBox(), comparison: createComparisonViewModel(httpComparisonApi(request)), productViewed: browserProductViews(), checkout: browserCheckoutServices(request, captchaToken), shipment: browserShipmentServices(request), cartPage: httpCartReads(request), payment: browserPaymentServices(request), profileOrders: browserProfileOrderServices(request), returns: browserReturnServices(request), addressBook: httpAddressBook(request), wishlist: createWishlistViewModel(httpWishlistApi(request), { notify: (...args) => services.shell.notifications.notify(...args) }), reviews: httpReviewsApi(request), personalData: httpPersonalDataApi(request), subscriptions: httpSubscriptionsApi(request), giftCards: httpGiftCardApi(request), notifications: createUnreadNotifications(httpNotificationsApi(request)), appeals: httpAppealsApi(request), pro: httpProApi(request), availability: (productId) => request('GET', `/products/${encodeURIComponent(productId)}/availabilities`, ProductAvailability), placesMap: browserPlacesMap(() => shellData()?.yandexMapsApiKey) };
const toggleRequest = apiClient(window.fetch.bind(window), '/feature-toggle-api/v1', { onIncident: incident.report });
const routes = createRoutes(withUser(httpPageData(request, toggleRequest), async () => E.getOrElse(() => ANONYMOUS_USER)(await request('GET', '/users/current', UserInfo))));
await loadMatchedPages(routes, window.location);
const router = createBrowserRouter(routes);

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <ShopContext.Provider value={services}>
      <RouterProvider router={router} />
    </ShopContext.Provider>
  </StrictMode>,
);
// What pages use after a tap, fetched once the page is interactive and the browser has nothing else to do.
requestIdleCallback(auth.preload);
