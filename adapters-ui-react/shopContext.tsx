import { createContext, useContext, useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { CartViewModel } from '../application/cart/cartViewModel';
import type { Cart } from '../adapters-http/contract/cart';
import type { ShellData } from './pageData';
import { useObservable } from './useObservable';

/** The view-models a page works with, made by the composition root. */
export interface ShopServices {
  readonly cart: CartViewModel<Cart | null>;
}

export const ShopContext = createContext<ShopServices | null>(null);

/** The frame's data as the root route loaded it. */
export function useShell(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}

export function useServices(): ShopServices {
  const services = useContext(ShopContext);
  if (!services) throw new Error('ShopContext is not provided');
  return services;
}

/** The cart the page shows: the view-model's, seeded once from the first page load. */
export function useCart() {
  const { cart: vm } = useServices();
  const root = useShell();
  const state = useObservable(vm.state$, vm.current);
  useEffect(() => {
    if (root && vm.current().cart === null) vm.replace(root.cart);
  }, [root, vm]);
  return { ...state, cart: state.cart ?? root?.cart ?? null, setQuantity: vm.setQuantity };
}
