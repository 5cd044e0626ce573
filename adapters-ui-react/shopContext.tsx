import { createContext, useContext, useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { CartViewModel } from '../application/cart/cartViewModel';
import type { Cart } from '../adapters-http/contract/cart';
import type { ShellData } from './pageData';
import type { ShellServices } from './shell/shellServices';
import type { AuthServices } from './auth/authServices';
import type { HeaderSearchViewModel } from '../application/catalogue/headerSearchViewModel';
import type { ComparisonViewModel } from '../application/catalogue/comparisonViewModel';
import type { WishlistViewModel } from '../application/wishlist/wishlistViewModel';
import type { ReviewsApi } from '../application/reviews/reviewsApi';
import type { AvailabilityApi } from '../application/availability/availabilityApi';
import type { ProductAvailability } from '../adapters-http/contract/availability';
import type { AutoHintsResponse } from '../adapters-http/contract/autoHints';
import { useObservable } from './useObservable';
import { useHydrated } from './useHydrated';
import type { ShipmentServices } from './checkout/shipmentServices';
import type { CheckoutServices } from './checkout/checkoutServices';
import type { CartPageServices } from './cart/cartPageServices';
import type { PaymentServices } from './orders/paymentServices';
import type { ProfileOrderServices } from './profile/profileOrderServices';
import type { ReturnServices } from './returns/returnServices';
import type { AddressBookApi } from '../application/account/AddressBookApi';
import type { PersonalDataApi } from '../application/profile/PersonalDataApi';
import type { SubscriptionsApi } from '../application/profile/SubscriptionsApi';
import type { GiftCardApi } from '../application/giftcard/GiftCardApi';
import type { EgcInvoice, LegalOrderRequest } from '../adapters-http/contract/giftCards';
import type { UnreadNotifications } from '../application/notifications/unreadNotifications';
import type { AppealsApi } from '../application/appeals/AppealsApi';
import type { ProApi } from '../application/pro/ProApi';
import type { OpenPlacesMap } from '../application/map/PlacesMap';

/** The view-models a page works with, made by the composition root. */
export interface ShopServices {
  readonly cart: CartViewModel<Cart | null>;
  /** Notifications, analytics, the incident dialog, the cookie agreement (shell/shellServices.ts). */
  readonly shell: ShellServices;
  /** The sign-in dialog and the operator panel (auth/authServices.ts). */
  readonly auth: AuthServices;
  /** The header search box with suggestions; absent on the server, where the box is a plain form. */
  readonly searchBox?: HeaderSearchViewModel<AutoHintsResponse>;
  /** The compared products; absent on the server. */
  readonly comparison?: ComparisonViewModel;
  /** The signed-in customer's wishlists; absent on the server. */
  readonly wishlist?: WishlistViewModel;
  /** Posting reviews and questions, votes; absent on the server. */
  readonly reviews?: ReviewsApi;
  /** Availability per size in the shopper's city; absent on the server (it depends on the chosen city). */
  readonly availability?: AvailabilityApi<ProductAvailability>;
  /** Remembers a viewed product locally and on the server; absent on the server. */
  readonly productViewed?: (productId: string, url: string) => void;
  /** Sharing the cart and checking gift cards on the cart page; absent on the server. */
  readonly cartPage?: CartPageServices;
  /** Checkout steps 2–5 and placing the order; absent on the server. */
  readonly checkout?: CheckoutServices;
  /** Checkout step 1: pickup points, delivery addresses and variants; absent on the server. */
  readonly shipment?: ShipmentServices;
  /** Paying an order again from the thank-you page; absent on the server. */
  readonly payment?: PaymentServices;
  /** Cancelling the customer's orders in the profile; absent on the server. */
  readonly profileOrders?: ProfileOrderServices;
  /** The return form and cancelling returns in the profile; absent on the server. */
  readonly returns?: ReturnServices;
  /** Adding, editing and deleting the profile's delivery addresses; absent on the server. */
  readonly addressBook?: AddressBookApi;
  /** Saving the profile's personal data; absent on the server. */
  readonly personalData?: PersonalDataApi;
  /** Switching the profile's subscriptions; absent on the server. */
  readonly subscriptions?: SubscriptionsApi;
  /** Buying e-gift cards and companies' requests; absent on the server. */
  readonly giftCards?: GiftCardApi<EgcInvoice, LegalOrderRequest>;
  /** The header's unread-notification flag and marking notifications read; absent on the server. */
  readonly notifications?: UnreadNotifications;
  /** Sending appeals from the profile; absent on the server. */
  readonly appeals?: AppealsApi;
  /** The professional programme's forms; absent on the server. */
  readonly pro?: ProApi;
  /** Opens the map of shops and pickup points (its code and data load with it); absent on the server. */
  readonly placesMap?: OpenPlacesMap<HTMLElement>;
}

export const ShopContext = createContext<ShopServices | null>(null);

/** The frame's data as the root route loaded it. */
export function useShell(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}

/** The services the server renders with too. */
export type CoreServices = Pick<ShopServices, 'cart' | 'shell' | 'auth'>;

/** The services the server renders with too: the browser-only ones (every optional one) are left out. */
const serverViews = new WeakMap<ShopServices, ShopServices>();
function serverView(services: ShopServices): ShopServices {
  const known = serverViews.get(services);
  if (known) return known;
  const view = { cart: services.cart, shell: services.shell, auth: services.auth };
  serverViews.set(services, view);
  return view;
}

function useShopContext(): ShopServices {
  const services = useContext(ShopContext);
  if (!services) throw new Error('ShopContext is not provided');
  return services;
}

/**
 * The page's services; while React hydrates, only those the server has, so every component's first render
 * in the browser is the server's (a branch on a browser-only service would otherwise differ: React #418).
 * The switch re-renders the component right after hydration: the shell's frame, whose header, page and
 * footer hydrate as boundaries of their own, takes useCoreServices, as such a re-render would make React
 * give up hydrating a boundary not hydrated yet and render it anew.
 */
export function useServices(): ShopServices {
  const services = useShopContext();
  return useHydrated() ? services : serverView(services);
}

/**
 * Every service, also while hydrating: for view-models made once and for what runs after a tap, never for
 * what is rendered. A view-model made during hydration from useServices() would keep the server's view
 * (no checkout, no profile calls) for good.
 */
export function useServicesForActions(): ShopServices {
  return useShopContext();
}

/** Cart, shell and auth: the same on the server and in the browser, so never switched after hydration. */
export function useCoreServices(): CoreServices {
  return useShopContext();
}

/** The cart the page shows: the view-model's, seeded once from the first page load. */
export function useCart() {
  const { cart: vm } = useCoreServices();
  const root = useShell();
  const state = useObservable(vm.state$, vm.current);
  useEffect(() => {
    if (root && vm.current().cart === null) vm.replace(root.cart);
  }, [root, vm]);
  return { ...state, cart: state.cart ?? root?.cart ?? null, setQuantity: vm.setQuantity, run: vm.run };
}
